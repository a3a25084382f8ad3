import { LAYOUT } from '@questline/domain/constants';
import { TOUR_STEPS, type TTour } from '@questline/domain/rules/tours';
import { type CSSProperties, useId, useLayoutEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../tooltip';
import { onLastStep, type TTourState } from './tour-state';

type TRect = { top: number; left: number; width: number; height: number };
type TViewport = { width: number; height: number };

/** Room around the target inside the cut-out, and the tip's width and gap to the target, in CSS pixels. */
const CUTOUT_PADDING = 6;
const TIP_WIDTH = 320;
const TIP_GAP = 14;
const EDGE = 12;
/** Below this much room under the target, the tip goes above it (or, without room there either, over it). */
const TIP_ROOM_BELOW = 240;

/** The first element marked as the step's target that is laid out (hidden copies, e.g. a folded menu, are skipped). */
const targetElement = (key: string) =>
  [...document.querySelectorAll(`[data-tour-step~="${key}"]`)].find((element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  }) ?? null;

export const findTourTarget = (key: string): TRect | null => {
  const rect = targetElement(key)?.getBoundingClientRect();
  return rect ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height } : null;
};

/** The cut-out around the target: the target's box grown by the padding. */
export const cutoutOf = (target: TRect): TRect => ({
  top: target.top - CUTOUT_PADDING,
  left: target.left - CUTOUT_PADDING,
  width: target.width + 2 * CUTOUT_PADDING,
  height: target.height + 2 * CUTOUT_PADDING,
});

/**
 * Where the tip goes: under the target (above it when the room below is short), centred on it but kept inside the
 * viewport; in the middle of the screen when the step's target is not on screen.
 */
export const tipPosition = (target: TRect | null, viewport: TViewport): CSSProperties => {
  if (!target) return { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' };
  const cutout = cutoutOf(target);
  const centred = cutout.left + cutout.width / 2 - TIP_WIDTH / 2;
  const left = Math.max(EDGE, Math.min(centred, viewport.width - TIP_WIDTH - EDGE));
  if (viewport.height - (cutout.top + cutout.height) >= TIP_ROOM_BELOW) {
    return { top: cutout.top + cutout.height + TIP_GAP, left };
  }
  if (cutout.top >= TIP_ROOM_BELOW) return { bottom: viewport.height - cutout.top + TIP_GAP, left };
  // A target taller than the room around it (a whole section): the tip sits over its lower part, on screen.
  return { bottom: EDGE, left };
};

/** The step's target on screen, measured again when the window scrolls or resizes. */
const useTargetRect = (key: string) => {
  const [rect, setRect] = useState<TRect | null>(() => findTourTarget(key));
  useLayoutEffect(() => {
    const measure = () => setRect(findTourTarget(key));
    // A step further down the page (a portal's sections) is brought into view first.
    targetElement(key)?.scrollIntoView?.({ block: 'nearest' });
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [key]);
  return rect;
};

const dim = `rgba(2, 6, 23, ${LAYOUT.tourOverlayOpacity})`;

/**
 * The tour's tips (§2.15): the page darkened at opacity 0.53 with the step's target cut out, and a tip beside it
 * naming the target, with Next and Close; the last step offers Done, which closes the tour like Close, and 'start
 * again' beside it, which wraps to the first step. The tip is a
 * modal dialog: focus stays inside it, Escape closes, and each new step is announced.
 */
export const TourTips = ({
  tour,
  state,
  onNext,
  onClose,
}: {
  tour: TTour;
  state: TTourState;
  onNext: () => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const key = TOUR_STEPS[tour][state.step] as string;
  const target = useTargetRect(key);
  const bodyId = useId();
  const title = t(`tours.${tour}.${key}.title`);
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const cutout = target ? cutoutOf(target) : null;
  const last = onLastStep(state);

  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="fixed inset-0 z-50"
      data-testid="tour-overlay"
    >
      {cutout ? (
        <div
          aria-hidden="true"
          data-tour-cutout={key}
          className="pointer-events-none fixed rounded-lg transition-all duration-200"
          style={{ ...cutout, boxShadow: `0 0 0 200vmax ${dim}` }}
        />
      ) : (
        <div aria-hidden="true" className="fixed inset-0" style={{ background: dim }} />
      )}
      <Modal className="fixed w-80 rounded-xl bg-white text-slate-900 shadow-2xl" style={tipPosition(target, viewport)}>
        <Dialog aria-describedby={bodyId} className="p-5 outline-none">
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                {t('tours.stepOf', { step: state.step + 1, count: state.count })}
              </p>
              <Heading slot="title" className="mt-1 text-lg font-bold text-slate-900">
                {title}
              </Heading>
            </div>
            <Tooltip text={t('tours.close')} position="bottom">
              <Button
                aria-label={t('tours.close')}
                onPress={onClose}
                className="-mr-1 -mt-1 rounded-md p-1.5 text-slate-600 outline-none hover:bg-slate-100 data-[focus-visible]:ring-3 data-[focus-visible]:ring-brand-600"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor">
                  <path strokeLinecap="round" strokeWidth="2" d="M6 6l12 12M18 6L6 18" />
                </svg>
              </Button>
            </Tooltip>
          </div>
          <p id={bodyId} className="mt-2 text-sm leading-6 text-slate-700">
            {t(`tours.${tour}.${key}.body`)}
          </p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            {last && (
              <Button
                onPress={onNext}
                className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 outline-none hover:bg-slate-50 data-[focus-visible]:ring-3 data-[focus-visible]:ring-brand-600"
              >
                {t('tours.startAgain')}
              </Button>
            )}
            <Button
              autoFocus
              onPress={last ? onClose : onNext}
              className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white outline-none hover:bg-brand-800 data-[focus-visible]:ring-3 data-[focus-visible]:ring-brand-600 data-[focus-visible]:ring-offset-2"
            >
              {last ? t('tours.done') : t('tours.next')}
            </Button>
          </div>
          <p aria-live="polite" className="sr-only">
            {t('tours.announce', { step: state.step + 1, count: state.count, title })}
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};

import {
  TOOLTIP_DEFAULTS,
  type TTooltipPosition,
  type TTooltipType,
  tooltipPlacement,
} from '@questline/domain/rules/tooltip';
import type { ReactElement } from 'react';
import { Tooltip as AriaTooltip, OverlayArrow, TooltipTrigger } from 'react-aria-components';

/** The §9 tooltip types as colours: the bubble and its arrow share one fill. */
const TYPE_CLASS: Record<TTooltipType, { bubble: string; arrow: string }> = {
  normal: { bubble: 'bg-white text-slate-900 border border-slate-200', arrow: 'fill-white stroke-slate-200' },
  success: { bubble: 'bg-emerald-700 text-white', arrow: 'fill-emerald-700' },
  warning: { bubble: 'bg-amber-300 text-amber-950', arrow: 'fill-amber-300' },
  error: { bubble: 'bg-red-700 text-white', arrow: 'fill-red-700' },
  green: { bubble: 'bg-green-600 text-white', arrow: 'fill-green-600' },
  blue: { bubble: 'bg-brand-700 text-white', arrow: 'fill-brand-700' },
  dark: { bubble: 'bg-slate-900 text-white', arrow: 'fill-slate-900' },
};

/** Turns the arrow towards the target on every side (React Aria sets data-placement on the arrow). */
const ARROW_ROTATION =
  'block data-[placement=bottom]:rotate-180 data-[placement=left]:-rotate-90 data-[placement=right]:rotate-90';

/**
 * A hover tooltip (§9, §3.12 Tooltip): its text, type and position, shown at once (delay 0) on hover and on keyboard
 * focus of its target, which it describes to screen readers. `children` is the focusable target: a React Aria Button
 * or Link, or any element inside React Aria's Focusable.
 */
export const Tooltip = ({
  text,
  type = 'normal',
  position = TOOLTIP_DEFAULTS.position,
  children,
}: {
  text: string;
  type?: TTooltipType;
  position?: TTooltipPosition;
  children: ReactElement;
}) => {
  const colours = TYPE_CLASS[type];
  return (
    <TooltipTrigger delay={TOOLTIP_DEFAULTS.delay} closeDelay={0}>
      {children}
      <AriaTooltip
        placement={tooltipPlacement(position)}
        offset={8}
        data-tooltip-type={type}
        className={`max-w-xs rounded-md px-2.5 py-1.5 text-xs font-medium shadow-md ${colours.bubble}`}
      >
        <OverlayArrow>
          <svg
            aria-hidden="true"
            width={10}
            height={6}
            viewBox="0 0 10 6"
            className={`${ARROW_ROTATION} ${colours.arrow}`}
          >
            <path d="M0 0 L5 6 L10 0" />
          </svg>
        </OverlayArrow>
        {text}
      </AriaTooltip>
    </TooltipTrigger>
  );
};

import { useEffect, useId, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseButton } from './close-button';

/**
 * What is shared (§2.14 share dialog): a page, a submission, a badge, or a tutorial step. `url` is a path of this
 * site or an absolute URL; a step carries its place among the tutorial's steps (0-based, shown + 1).
 */
export type TShareTarget =
  | { kind: 'page' | 'submission' | 'badge'; title: string; url: string }
  | { kind: 'step'; title: string; url: string; stepIndex: number };

type TCopyState = 'idle' | 'copied' | 'failed';

/** The absolute address of a path of this site (links are shared outside it). */
const absoluteUrl = (url: string) => new URL(url, window.location.origin).toString();

/**
 * The share dialog (§2.14): names what is shared (a step as 'Step {index + 1}'), shows its link in a read-only field
 * and copies it with one press; the result is announced. Closes with Escape, a backdrop click or Close. Needs the
 * learner pages' texts (`share.*`), which every learner route loads.
 */
export const ShareDialog = ({
  target,
  onClose,
}: {
  /** What to share; null while the dialog is closed. */
  target: TShareTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const fieldId = useId();
  const [copy, setCopy] = useState<TCopyState>('idle');
  const link = target ? absoluteUrl(target.url) : '';
  useEffect(() => {
    if (link) setCopy('idle');
  }, [link]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <ModalOverlay
      isOpen={target !== null}
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4"
    >
      <Modal className="w-full max-w-lg overflow-hidden rounded-2xl bg-white text-slate-900 shadow-2xl">
        <Dialog className="outline-none">
          {target && (
            <>
              <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
                <Heading slot="title" className="text-lg font-bold tracking-tight">
                  {t(`share.title.${target.kind}`)}
                </Heading>
                <CloseButton label={t('common.close')} onPress={onClose} />
              </div>
              <div className="space-y-4 px-6 py-5">
                <p className="font-medium text-slate-800">
                  {target.kind === 'step'
                    ? t('share.step', { number: target.stepIndex + 1, title: target.title })
                    : target.title}
                </p>
                <div className="space-y-1">
                  <label htmlFor={fieldId} className="text-sm font-semibold text-slate-700">
                    {t('share.link')}
                  </label>
                  <div className="flex gap-2">
                    <input
                      id={fieldId}
                      readOnly
                      value={link}
                      onFocus={(event) => event.currentTarget.select()}
                      className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
                    />
                    <Button
                      onPress={() => void copyLink()}
                      className="shrink-0 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      {t('share.copy')}
                    </Button>
                  </div>
                </div>
                <p role="status" className={copy === 'failed' ? 'text-sm text-red-800' : 'text-sm text-emerald-800'}>
                  {copy === 'copied' ? t('share.copied') : copy === 'failed' ? t('share.copyFailed') : ''}
                </p>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};

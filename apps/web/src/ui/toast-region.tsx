import { isToastShowing, TOAST_CHECK_INTERVAL_MS } from '@questline/domain/rules/toast';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { TToast, TToastTone } from './toast-types';

const TONE_CLASS: Record<TToastTone, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  info: 'border-slate-300 bg-white text-slate-900',
  info2: 'border-sky-300 bg-sky-50 text-sky-950',
};

/**
 * The words of a toast (§3.12): its text when already translated; an array of field keys as the 'please fill in'
 * message listing those fields; a key as the error or message of that name (§8), with its params.
 */
export const toastText = (toast: TToast, t: TFunction): string => {
  if (toast.translated) return String(toast.message);
  if (typeof toast.message !== 'string') {
    const fields = toast.message.map((key) => t(key)).join(', ');
    return t('errors.project_fields_required', { fields });
  }
  const namespace = toast.type === 'error' ? 'errors' : 'messages';
  return t([`${namespace}.${toast.message}`, toast.message], toast.params ?? {});
};

/**
 * §4.7: every second, closes each toast whose lastClicking is `duration` seconds old (a toast without a duration
 * stays until its close button is pressed).
 */
const useToastExpiry = (queue: ToastQueue<TToast>) => {
  useEffect(() => {
    const timer = window.setInterval(() => {
      const now = Date.now();
      for (const toast of queue.visibleToasts) if (!isToastShowing(toast.content, now)) queue.close(toast.key);
    }, TOAST_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [queue]);
};

/** The region that shows the queued toasts; its code loads with the first toast. */
export const ToastRegionView = ({ queue }: { queue: ToastQueue<TToast> }) => {
  const { t } = useTranslation();
  useToastExpiry(queue);
  return (
    // Bottom start, above the sticky save bar: clear of the editor's Publish button (top end) and Save (bottom end).
    <ToastRegion
      queue={queue}
      aria-label={t('toast.region')}
      className="fixed bottom-20 left-4 z-[60] flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2 outline-none"
    >
      {({ toast }) => (
        <Toast
          toast={toast}
          className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg outline-none ${TONE_CLASS[toast.content.type]}`}
        >
          <ToastContent className="min-w-0 flex-1">
            <Text slot="title">{toastText(toast.content, t)}</Text>
          </ToastContent>
          <Button slot="close" aria-label={t('common.close')} className="rounded p-0.5 hover:bg-black/5">
            <span aria-hidden="true">×</span>
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
};

import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { TToast, TToastTone } from './toast';

const TONE_CLASS: Record<TToastTone, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-slate-300 bg-white text-slate-900',
};

/** The region that shows the queued toasts; its code loads with the first toast. */
export const ToastRegionView = ({ queue }: { queue: ToastQueue<TToast> }) => {
  const { t } = useTranslation();
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
          className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg outline-none ${TONE_CLASS[toast.content.tone]}`}
        >
          <ToastContent className="min-w-0 flex-1">
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
          <Button slot="close" aria-label={t('common.close')} className="rounded p-0.5 hover:bg-black/5">
            <span aria-hidden="true">×</span>
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
};

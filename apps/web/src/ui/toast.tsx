import { sameToast, type TToastMessage, type TToastType } from '@questline/domain/rules/toast';
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { TToast, TToastTone } from './toast-types';

/** A §3.12 toast message as callers raise it; `lastClicking` is the moment it is raised. */
export type TToastInput = Omit<TToastMessage, 'lastClicking' | 'type'> & { type?: TToastType };
type TShowToast = (message: string | TToastInput, options?: { tone?: TToastTone; duration?: number }) => void;

/** Seconds a translated text stays by default; errors stay until closed, because they name what to fix. */
const DEFAULT_DURATION_SECONDS = 5;

const toastOf = (message: string | TToastInput, options?: { tone?: TToastTone; duration?: number }): TToast => {
  if (typeof message !== 'string') {
    // §8: messages are error toasts unless they say otherwise.
    return { ...message, type: message.type ?? 'error', lastClicking: Date.now(), translated: false };
  }
  const type = options?.tone ?? 'success';
  const duration = options?.duration ?? (type === 'error' ? undefined : DEFAULT_DURATION_SECONDS);
  return { message, type, ...(duration === undefined ? {} : { duration }), lastClicking: Date.now(), translated: true };
};

const ToastContext = createContext<TShowToast | null>(null);

// The region (React Aria's toast machinery and the §4.7 timer) stays out of the first load: it comes with the first toast.
const ToastRegionView = lazy(() => import('./toast-region').then((module) => ({ default: module.ToastRegionView })));

/**
 * Short notices (a save succeeded, a save failed) in one accessible region, announced to screen readers. A message
 * raised again while its toast is showing moves that toast's lastClicking on instead of stacking a copy (§4.7).
 */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [queue] = useState(() => new ToastQueue<TToast>({ maxVisibleToasts: 4 }));
  const [shown, setShown] = useState(false);
  const show = useMemo<TShowToast>(
    () => (message, options) => {
      setShown(true);
      const toast = toastOf(message, options);
      const showing = queue.visibleToasts.find((queued) => sameToast(queued.content, toast));
      if (showing) showing.content.lastClicking = toast.lastClicking;
      else queue.add(toast);
    },
    [queue],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <ToastRegionView queue={queue} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
};

/** Shows a toast; outside a ToastProvider (isolated component tests) it does nothing. */
export const useToast = (): TShowToast => useContext(ToastContext) ?? (() => undefined);

import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type TToastTone = 'success' | 'error' | 'info';
export type TToast = { message: string; tone: TToastTone };
type TShowToast = (message: string, options?: { tone?: TToastTone; timeout?: number }) => void;

const ToastContext = createContext<TShowToast | null>(null);

// The region (React Aria's toast machinery) stays out of the first load: it comes with the first toast.
const ToastRegionView = lazy(() => import('./toast-region').then((module) => ({ default: module.ToastRegionView })));

/** Short notices (a save succeeded, a save failed) in one accessible region, announced to screen readers. */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [queue] = useState(() => new ToastQueue<TToast>({ maxVisibleToasts: 4 }));
  const [shown, setShown] = useState(false);
  const show = useMemo<TShowToast>(
    () => (message, options) => {
      setShown(true);
      queue.add(
        { message, tone: options?.tone ?? 'success' },
        // Errors stay until dismissed: they name what to fix.
        { timeout: options?.timeout ?? (options?.tone === 'error' ? undefined : 5000) },
      );
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

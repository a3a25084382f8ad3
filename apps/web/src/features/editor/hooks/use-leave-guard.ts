import { useBlocker } from '@tanstack/react-router';
import { type RefObject, useCallback, useEffect } from 'react';
import type { TTabController } from '../components/tab-form';

/**
 * §2.12: leaving the editor (a link, Back or Forward) leaves the tab too, so it runs the tab's save first and stays
 * where the errors are when that save fails. Closing or reloading the page cannot wait for a save: the browser asks,
 * and only while changes are unsaved.
 */
export const useLeaveGuard = (controllerRef: RefObject<TTabController | null>) => {
  const saveBeforeLeaving = useCallback(async () => {
    const controller = controllerRef.current;
    if (!controller?.isChanged()) return false;
    return !(await controller.save());
  }, [controllerRef]);
  useBlocker({ shouldBlockFn: saveBeforeLeaving, enableBeforeUnload: false });
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!controllerRef.current?.isChanged()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [controllerRef]);
};

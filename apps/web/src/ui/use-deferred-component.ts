import { type ComponentType, useCallback, useRef, useState } from 'react';

/**
 * A component whose code loads on first intent (hover, focus, press) instead of with the page, keeping
 * first-load JavaScript within budget. `load` is idempotent.
 */
export const useDeferredComponent = <P extends object>(importer: () => Promise<ComponentType<P>>) => {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const pending = useRef<Promise<void> | null>(null);
  const load = useCallback(() => {
    pending.current ??= importer().then((loaded) => setComponent(() => loaded));
    return pending.current;
  }, [importer]);
  return [Component, load] as const;
};

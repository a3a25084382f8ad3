import { type ComponentType, useCallback, useRef, useState } from 'react';

/** What every deferred menu receives: its trigger's label, open state, and whether its trigger takes focus. */
export type TDeferredMenuProps = {
  label: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  autoFocus: boolean;
};

/**
 * A menu whose code loads on first intent (hover, focus, press) instead of with the page, keeping first-load
 * JavaScript within budget. Until it has loaded, `triggerProps` make a plain button stand in for its trigger:
 * a press opens the menu as soon as it is there, and focus carries over to the real trigger.
 */
export const useDeferredMenu = <P extends TDeferredMenuProps>(importer: () => Promise<ComponentType<P>>) => {
  const [Menu, setMenu] = useState<ComponentType<P> | null>(null);
  const [isOpen, setOpen] = useState(false);
  const pending = useRef<Promise<void> | null>(null);
  const focused = useRef(false);
  const load = useCallback(() => {
    pending.current ??= importer().then((loaded) => setMenu(() => loaded));
    return pending.current;
  }, [importer]);
  const triggerProps = {
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: load,
    onFocus: () => {
      focused.current = true;
      void load();
    },
    onBlur: () => {
      focused.current = false;
    },
    onClick: () => {
      setOpen(true);
      void load();
    },
  };
  const menuProps = { isOpen, onOpenChange: setOpen, autoFocus: focused.current };
  return { Menu, triggerProps, menuProps };
};

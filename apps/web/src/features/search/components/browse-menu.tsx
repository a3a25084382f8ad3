import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const importPanel = () => import('./browse-menu-panel');
const BrowseMenuPanel = lazy(() => importPanel().then((module) => ({ default: module.BrowseMenuPanel })));

/**
 * The Browse menu of §2.4: a disclosure whose panel (popular topics, content types) loads on first intent, like the
 * header's other menus. It closes on Escape, on a click outside and when focus leaves it.
 */
export const BrowseMenu = () => {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus-out close the disclosure; the button is its control.
    <div
      ref={root}
      className="relative hidden md:block"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.preventDefault();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onPointerEnter={() => void importPanel()}
        onFocus={() => void importPanel()}
        onClick={() => setOpen((open) => !open)}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        {t('browse.button')}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d={isOpen ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6'} />
        </svg>
      </button>
      {isOpen && (
        <div id={panelId}>
          <Suspense fallback={null}>
            <BrowseMenuPanel onNavigate={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
};

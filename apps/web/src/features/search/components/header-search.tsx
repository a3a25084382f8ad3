import { appendKeyword, cleanKeyword } from '@questline/domain/rules/search-criteria';
import { searchUrl } from '@questline/domain/rules/urls';
import { useRouter } from '@tanstack/react-router';
import { type FocusEvent, type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { THeaderSearchOption } from './header-search-props';

const importPanel = () => import('./header-search-panel');
const HeaderSearchPanel = lazy(() => importPanel().then((module) => ({ default: module.HeaderSearchPanel })));

export const SearchIcon = ({ className = 'h-5 w-5' }: { className?: string }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="11" cy="11" r="7" />
    <path strokeLinecap="round" d="m20 20-3.5-3.5" />
  </svg>
);

/**
 * The header search box (§2.6): a combobox whose dropdown (popular topics, type tabs, result rows) loads on first
 * focus or typing, so the header ships only this input. Arrows move through the rows, Enter opens the active row or
 * the search page with the keyword, Escape closes. On small screens an icon button reveals it.
 */
export const HeaderSearch = () => {
  const { t } = useTranslation();
  const router = useRouter();
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [options, setOptions] = useState<THeaderSearchOption[]>([]);
  const [active, setActive] = useState(-1);
  const listboxId = useId();
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const revealRef = useRef<HTMLButtonElement>(null);

  const open = () => {
    setWanted(true);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const navigate = (href: string) => {
    close();
    setRevealed(false);
    inputRef.current?.blur();
    void router.navigate({ href });
  };
  const activeOption = isOpen && active >= 0 ? options[active] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: moving past either end returns there.
      setActive((index) => {
        const next = index + step;
        if (next >= options.length) return -1;
        return next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      if (isOpen) {
        event.preventDefault();
        close();
      } else if (revealed) {
        setRevealed(false);
        revealRef.current?.focus();
      }
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      navigate(activeOption.href);
    }
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  return (
    <div className="flex items-center md:relative">
      <button
        ref={revealRef}
        type="button"
        aria-label={t('search.header.open')}
        aria-expanded={revealed}
        aria-controls={formId}
        onPointerEnter={() => void importPanel()}
        onClick={() => {
          setRevealed((shown) => !shown);
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <SearchIcon />
      </button>
      <search>
        <form
          id={formId}
          aria-label={t('search.header.label')}
          onBlur={onBlur}
          onSubmit={(event) => {
            event.preventDefault();
            if (cleanKeyword(text)) navigate(searchUrl(appendKeyword([], text)));
          }}
          className={`${revealed ? 'block' : 'hidden'} absolute inset-x-0 top-16 border-b border-slate-200 bg-white p-3 md:static md:block md:border-0 md:p-0`}
        >
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
              <SearchIcon className="h-4 w-4" />
            </span>
            <input
              ref={inputRef}
              type="search"
              role="combobox"
              aria-label={t('search.header.label')}
              aria-autocomplete="list"
              aria-expanded={isOpen}
              aria-controls={listboxId}
              aria-activedescendant={activeOption?.id}
              autoComplete="off"
              enterKeyHint="search"
              placeholder={t('search.header.placeholderShort')}
              value={text}
              onFocus={open}
              onPointerEnter={() => void importPanel()}
              onChange={(event) => {
                setText(event.target.value);
                setActive(-1);
                open();
              }}
              onKeyDown={onKeyDown}
              className="w-full rounded-lg border border-slate-300 bg-slate-50 py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:bg-white md:w-36"
            />
          </div>
          {wanted && (
            <div hidden={!isOpen}>
              <Suspense fallback={null}>
                <HeaderSearchPanel
                  text={text}
                  listboxId={listboxId}
                  activeId={activeOption?.id}
                  onOptions={(next) => {
                    setOptions(next);
                    setActive(-1);
                  }}
                  onNavigate={navigate}
                />
              </Suspense>
            </div>
          )}
        </form>
      </search>
    </div>
  );
};

import { isTheme, THEMES } from '@questline/domain/constants';
import { useState } from 'react';
import { Header, MenuItem, MenuSection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { loadPagesCatalogue } from '../i18n/i18n';
import { storedTheme, useChooseTheme } from '../lib/theme';

// Its texts are the learner pages' (shared with Settings): they load with this module, which the avatar menu's loads on
// first intent, so neither weighs on the home page's first load. Without them (a failed load) the menu still opens.
await loadPagesCatalogue().catch(() => undefined);

// As the avatar menu's other items, laid out with the chosen one's check mark at the end.
const itemClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-800';

/**
 * The header's colour theme choice (issue 27), a section of the avatar menu: System, Light, Dark as menu radio items
 * under a visible "Theme" heading.
 */
export const ThemeMenuSection = () => {
  const { t } = useTranslation();
  const choose = useChooseTheme();
  const [theme, setTheme] = useState(storedTheme);
  return (
    <MenuSection
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[theme]}
      onSelectionChange={(keys) => {
        const [chosen] = keys === 'all' ? [] : [...keys];
        if (!isTheme(chosen)) return;
        setTheme(chosen);
        choose(chosen);
      }}
    >
      <Header className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-600">{t('theme.label')}</Header>
      {THEMES.map((id) => (
        <MenuItem key={id} id={id} className={itemClass}>
          {({ isSelected }) => (
            <>
              {t(`theme.${id}`)}
              {isSelected && (
                <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 shrink-0" fill="none">
                  <path d="M3 8.5 6.5 12 13 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              )}
            </>
          )}
        </MenuItem>
      ))}
    </MenuSection>
  );
};

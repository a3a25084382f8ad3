import { breadcrumbUrl } from '@questline/domain/rules/urls';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import type { TBreadcrumbLink } from '../learn-types';

/**
 * The parent chain above the page (§2.2): each link built from the chain up to it, so a project keeps its course
 * and a tutorial keeps every parent; the last entry is this page. `compact` (a tutorial's step) keeps the parents on one
 * line, each shortened to fit, and leaves out this page, whose title follows it.
 */
export const LearnBreadcrumbs = ({ links, compact = false }: { links: TBreadcrumbLink[]; compact?: boolean }) => {
  const { t } = useTranslation();
  if (links.length < 2) return null;
  const shown = compact ? links.slice(0, -1) : links;
  return (
    <nav aria-label={t('learn.breadcrumb')}>
      <ol
        className={`flex items-center gap-x-2 gap-y-1 text-slate-600 ${compact ? 'min-w-0 flex-nowrap text-xs' : 'flex-wrap text-sm'}`}
      >
        {shown.map((link, index) => {
          const last = !compact && index === links.length - 1;
          return (
            <li key={link.id} className="flex min-w-0 items-center gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              )}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-slate-900">
                  {link.title}
                </span>
              ) : (
                <AppLink
                  href={breadcrumbUrl(links.slice(0, index + 1))}
                  className="truncate font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  <span className="sr-only">{t(`types.${link.type}`)}: </span>
                  {link.title}
                </AppLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};

import { effectiveDuration } from '@questline/domain/rules/computed';
import { isRecordCompleted } from '@questline/domain/rules/navigation';
import type { TLearnSearch } from '@questline/domain/rules/search-params';
import type { TChainItem } from '@questline/domain/rules/urls';
import type { TMapCard } from '@questline/domain/schemas/content';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/format';
import { AppLink } from '../../../ui/app-link';
import { childLinks } from '../learn-links';
import type { TLearnExtends, TTutorialGroup } from '../learn-types';

type TContentListProps = {
  /** The chain down to this page (its breadcrumb, ending with the page's own item). */
  chain: TChainItem[];
  search: TLearnSearch;
  data: TLearnExtends;
  /** A project's tutorial groups, titled sections of its list (§3.5). */
  groups?: TTutorialGroup[];
  /** Completion is the signed-in learner's own; anonymous visitors have none to show. */
  signedIn: boolean;
  /** The contents to list and their cards, when they are not the page's own (a mission lists its learner's set). */
  contents?: { contentIds: readonly string[]; cardMap: Readonly<Record<string, TMapCard>> };
};

const CheckIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
  </svg>
);

/**
 * The contents of a project, course or mission set (§2.9): each item with its type, duration and the learner's
 * completion, linked with the whole parent chain so the child page knows where it was opened from (§2.2).
 */
export const ContentList = ({ chain, search, data, groups = [], signedIn, contents }: TContentListProps) => {
  const { t } = useTranslation();
  const contentIds = contents?.contentIds ?? data.contentIds;
  const cards = new Map<string, TMapCard>(
    contentIds.flatMap((id) => {
      const card = contents ? contents.cardMap[id] : (data.tutorialMap[id] ?? data.projectMap[id] ?? data.quizMap[id]);
      return card ? [[id, card] as const] : [];
    }),
  );
  const grouped = new Set(groups.flatMap((group) => group.contentIds));
  const sections = [
    ...groups.map((group) => ({ title: group.title, ids: group.contentIds.filter((id) => cards.has(id)) })),
    { title: null, ids: contentIds.filter((id) => cards.has(id) && !grouped.has(id)) },
  ].filter((section) => section.ids.length > 0);
  const urlOf = childLinks(chain, search);

  if (!sections.length) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">{t('learn.contents.empty')}</p>
    );
  }
  let number = 0;
  return (
    <div className="space-y-6">
      {sections.map((section) => (
        <div key={section.title ?? '__ungrouped'}>
          {section.title && <h3 className="mb-2 text-base font-semibold text-slate-900">{section.title}</h3>}
          <ol className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {section.ids.map((id) => {
              const card = cards.get(id) as TMapCard;
              const completed = isRecordCompleted(data.recordMap[id], data.versionData.current ?? search.uv);
              const duration = formatDuration({ type: card.type, duration: effectiveDuration(card) }, t);
              number += 1;
              return (
                <li key={id} className="relative flex items-center gap-4 px-4 py-3 hover:bg-slate-50">
                  <span
                    aria-hidden="true"
                    className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                      completed ? 'bg-emerald-600 text-white' : 'bg-slate-100 text-slate-700'
                    }`}
                  >
                    {completed ? <CheckIcon /> : number}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
                      <span>{t(`types.${card.type}`)}</span>
                      {card.withLab && (
                        <span className="rounded bg-teal-100 px-1.5 py-0.5 text-[11px] text-teal-900">
                          {t('labels.lab')}
                        </span>
                      )}
                    </p>
                    <AppLink
                      href={urlOf(card)}
                      className="font-semibold text-slate-900 outline-none after:absolute after:inset-0 hover:text-brand-800 focus-visible:after:ring-3 focus-visible:after:ring-brand-600"
                    >
                      {card.title}
                    </AppLink>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-0.5 text-sm">
                    {duration && <span className="text-slate-600">{duration}</span>}
                    {signedIn && (
                      <span className={completed ? 'font-medium text-emerald-700' : 'text-slate-600'}>
                        {completed ? t('learn.status.completed') : t('learn.status.notCompleted')}
                      </span>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </div>
  );
};

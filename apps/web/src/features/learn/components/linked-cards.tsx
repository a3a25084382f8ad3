import type { TMapCard } from '@questline/domain/schemas/content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import type { TLinkedItem } from '../learn-links';

type TLinkedCardsProps<TCard extends TMapCard> = {
  cards: readonly TCard[];
  linkOf: (item: TLinkedItem) => string;
  /** A line under the title: a skill's tutorial count, a duration. */
  detail?: (card: TCard) => ReactNode;
  /** Numbered when the order means something (a competency's skills). */
  ordered?: boolean;
};

/** Items a skill or competency page links to (§3.8): type, title as the link, and an optional detail line. */
export const LinkedCards = <TCard extends TMapCard>({ cards, linkOf, detail, ordered }: TLinkedCardsProps<TCard>) => {
  const { t } = useTranslation();
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {cards.map((card, index) => (
        <li key={card.id} className="relative flex items-center gap-4 px-4 py-3 hover:bg-slate-50">
          {ordered && (
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700"
            >
              {index + 1}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t(`types.${card.type}`)}</p>
            <AppLink
              href={linkOf(card)}
              className="font-semibold text-slate-900 outline-none after:absolute after:inset-0 hover:text-brand-800 focus-visible:after:ring-3 focus-visible:after:ring-brand-600"
            >
              {card.title}
            </AppLink>
            {detail && <p className="text-sm text-slate-600">{detail(card)}</p>}
          </div>
        </li>
      ))}
    </List>
  );
};

import { parseItemId } from '@questline/domain/ids';
import { detailUrl } from '@questline/domain/rules/urls';
import type { TRewardBadges } from '@questline/domain/schemas/progress';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareButton } from '../../../ui/share-button';
import { fetchRewardBadges } from '../api/get-rewards';
import { useLoadMore } from '../hooks/use-load-more';
import { LoadMoreDialog } from './load-more-dialog';

/** The badges of some pages of rewards, in order, each once, with the mission or pathway that earned each. */
export const badgesOf = (pages: readonly TRewardBadges[]) => {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.badgesReward.flatMap((reward) => {
      const badge = reward.type === 'badge' ? page.badgeMap[reward.itemId] : undefined;
      if (!badge || seen.has(badge.id)) return [];
      seen.add(badge.id);
      return [{ ...badge, sourceId: reward.sourceId }];
    }),
  );
};

/** Where a badge is shared to (§2.14): the page of the mission or pathway that earns it; none without one. */
const badgeShareUrl = (sourceId: string | null) => {
  const source = sourceId ? parseItemId(sourceId) : null;
  return source && sourceId ? detailUrl([{ type: source.type, id: sourceId }]) : null;
};

/** A list of badges: thumbnail, title, and Share when the badge's mission or pathway is known. */
export const BadgeList = ({ badges }: { badges: ReturnType<typeof badgesOf> }) => {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {badges.map((badge) => {
        const url = badgeShareUrl(badge.sourceId);
        return (
          <li key={badge.id} className="flex flex-col items-center gap-2 text-center">
            <div className="h-16 w-16 overflow-hidden rounded-full bg-slate-200">
              {badge.thumbnail && <img src={badge.thumbnail.url} alt="" className="h-full w-full object-cover" />}
            </div>
            <span className="text-sm font-medium text-slate-800">{badge.title}</span>
            {url && (
              <ShareButton
                size="small"
                label={t('share.badge', { title: badge.title })}
                target={{ kind: 'badge', title: badge.title, url }}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
};

/** All reward badges (§2.11, §4.7): a page at a time with Load more. */
export const BadgesDialog = ({ userId, isOpen, onClose }: { userId: string; isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const fetchPage = useCallback((page: number) => fetchRewardBadges(userId, page), [userId]);
  const list = useLoadMore(isOpen ? `${userId}:badges` : null, fetchPage);
  const { pages } = list;
  if (!isOpen) return null;
  const badges = badgesOf(pages);
  const total = pages.at(-1)?.total ?? 0;
  const loadedRewards = pages.reduce((sum, page) => sum + page.badgesReward.length, 0);
  return (
    <LoadMoreDialog title={t('myLearning.badges.title')} onClose={onClose} list={list} hasMore={loadedRewards < total}>
      {pages.length > 0 && !badges.length && <p className="text-slate-600">{t('myLearning.badges.none')}</p>}
      <BadgeList badges={badges} />
    </LoadMoreDialog>
  );
};

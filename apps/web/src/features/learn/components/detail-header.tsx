import { RATED_TYPES } from '@questline/domain/rules/ratings';
import { detailUrl } from '@questline/domain/rules/urls';
import type { QueryKey } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareButton } from '../../../ui/share-button';
import { useSessionCollapsed } from '../hooks/use-session-collapsed';
import type { TLearnExtends, TLearnItem } from '../learn-types';
import { BuyLink } from './buy-link';
import { CollectButton } from './collect-button';
import { ContentLabels } from './content-labels';
import { DisclosureToggle } from './disclosure-toggle';
import { ItemAuthor } from './item-author';
import { ItemFacts } from './item-facts';
import { ItemRating } from './item-rating';
import { ItemViews } from './item-views';
import { LearnBreadcrumbs } from './learn-breadcrumbs';
import { OverviewMedia } from './overview-media';
import { VersionSelect } from './version-select';

type TDetailHeaderProps = {
  item: TLearnItem;
  data: TLearnExtends;
  extendsKey: QueryKey;
  anonymous: boolean;
  /** A line under the title: a pathway's strapline, a mission's short description. */
  lead?: ReactNode;
  /** The page's description, which collapses with the overview media (§2.3): its element's id. */
  overviewDescriptionId?: string;
};

/** The overview media's region, which the overview's disclosure button names. */
const OVERVIEW_MEDIA_ID = 'learn-overview-media';

/**
 * The top of every learner detail page (§2.9): breadcrumb, type, title, labels, facts, the engine version of an item
 * bound to some (§2.2 uv), views, collect, share (§2.14), overview media, and the item's rating and reviews.
 */
export const DetailHeader = ({
  item,
  data,
  extendsKey,
  anonymous,
  lead,
  overviewDescriptionId,
}: TDetailHeaderProps) => {
  const { t } = useTranslation();
  const [overviewCollapsed] = useSessionCollapsed('overview');
  // The page's id or slug as its address names it: the ratings are read with the page under that name (its loader).
  const { slug = item.slug } = useParams({ strict: false }) as { slug?: string };
  return (
    <section className="border-b border-slate-200 bg-white">
      <div
        className={`mx-auto grid max-w-7xl items-start gap-8 px-4 py-8 sm:px-6 ${overviewCollapsed ? '' : 'lg:grid-cols-[minmax(0,1fr)_26rem]'}`}
      >
        <div className="min-w-0 space-y-5">
          <LearnBreadcrumbs links={data.breadcrumb} />
          <div className="space-y-3">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t(`types.${item.type}`)}</p>
            <h1 lang={item.language} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {item.title}
            </h1>
            {lead && <div lang={item.language}>{lead}</div>}
            <ContentLabels item={item} anonymous={anonymous} />
            <ItemAuthor author={item.author} />
          </div>
          <ItemFacts item={item} />
          <VersionSelect versions={data.versionData.versions} current={data.versionData.current} />
          <ItemViews count={data.statsMap[item.id]?.viewCount ?? 0} />
          <div className="flex flex-wrap items-start gap-3">
            <BuyLink item={item} />
            <CollectButton
              id={item.id}
              type={item.type}
              collected={data.collectMap[item.id] === true}
              collectCount={data.statsMap[item.id]?.collectCount ?? 0}
              extendsKey={extendsKey}
            />
            <ShareButton
              target={{
                kind: 'page',
                title: item.title,
                url: detailUrl([{ type: item.type, id: item.id, slug: item.slug }]),
              }}
            />
            <DisclosureToggle
              part="overview"
              controls={overviewDescriptionId ? `${OVERVIEW_MEDIA_ID} ${overviewDescriptionId}` : OVERVIEW_MEDIA_ID}
            />
          </div>
        </div>
        <div id={OVERVIEW_MEDIA_ID} hidden={overviewCollapsed} className="min-w-0">
          {!overviewCollapsed && <OverviewMedia item={item} />}
        </div>
        {(RATED_TYPES as readonly string[]).includes(item.type) && (
          <div className="min-w-0 lg:col-span-full">
            <ItemRating type={item.type} id={slug} />
          </div>
        )}
      </div>
    </section>
  );
};

import { useTranslation } from 'react-i18next';
import type { TLearnItem } from '../learn-types';

/**
 * The overview area: the cover image at 16:9. The overview video's player comes with the media work; until then the
 * video is named under the cover, never imitated.
 */
export const OverviewMedia = ({ item }: { item: TLearnItem }) => {
  const { t } = useTranslation();
  const videoTitle = item.overviewVideo ? item.overviewVideoTitle || item.overviewVideo.title || item.title : null;
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-video bg-gradient-to-br from-brand-100 via-indigo-100 to-slate-200">
        {item.thumbnail?.url && (
          <img
            src={item.thumbnail.url}
            alt=""
            width={1280}
            height={720}
            fetchPriority="high"
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      {videoTitle && (
        <figcaption className="border-t border-slate-200 px-4 py-2 text-sm text-slate-700">
          {t('learn.overviewVideo', { title: videoTitle })}
        </figcaption>
      )}
    </figure>
  );
};

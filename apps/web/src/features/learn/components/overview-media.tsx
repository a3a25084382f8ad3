import { useLogin } from '../../../lib/use-login';
import { VideoPlayer, videoFileOf } from '../../../ui/video/video-player';
import type { TLearnItem } from '../learn-types';

/**
 * The overview area (§2.9): the item's overview video in the player (its transcode once ready, the 'processing'
 * cover until then, subtitles and transcript when it has them; a private one asks anonymous viewers to sign in), else
 * the cover image at 16:9.
 */
export const OverviewMedia = ({ item }: { item: TLearnItem }) => {
  const { openLogin } = useLogin();
  const overview = item.overviewVideo;
  if (overview) {
    return (
      <div className="min-w-0">
        <VideoPlayer
          video={overview.video}
          fallback={videoFileOf(overview.url)}
          title={overview.title || item.title}
          playerId={`overview-${item.id}`}
          onSignIn={openLogin}
        />
      </div>
    );
  }
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
    </figure>
  );
};

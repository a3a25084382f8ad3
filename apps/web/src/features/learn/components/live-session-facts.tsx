import { detailUrl } from '@questline/domain/rules/urls';
import type { TLiveSessionCard } from '@questline/domain/schemas/live-session';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../../../lib/use-login';
import { AppLink } from '../../../ui/app-link';
import { LiveWhen } from '../../../ui/live-when';
import { VideoPlayer, videoFileOf } from '../../../ui/video/video-player';

/** The card's properties line (§2.10): industry names, the capitalised skill level, topic names, joined by dots. */
const useProperties = (session: TLiveSessionCard) => {
  const { t } = useTranslation();
  return [
    ...session.industries.map((industry) => industry.name),
    session.skillLevel ? t(`skillLevels.${session.skillLevel}`) : null,
    ...session.topics.map((topic) => topic.name),
  ].filter((part): part is string => Boolean(part));
};

/** What the session refers to: its 'refer to' parent link (/{type}/{id}), or else its properties. */
export const LiveSessionRefer = ({ session, className }: { session: TLiveSessionCard; className?: string }) => {
  const { t } = useTranslation();
  const properties = useProperties(session);
  if (session.refer) {
    return (
      <p className={className}>
        <span className="sr-only">{t('live.card.referTo')} </span>
        <AppLink
          href={detailUrl([{ type: session.refer.type, id: session.refer.id }])}
          className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {session.refer.title}
        </AppLink>
      </p>
    );
  }
  if (!properties.length) return null;
  return <p className={className}>{properties.join(' · ')}</p>;
};

/** The session's date and time range in the viewer's zone, with the host's clock beside it (§2.10, §9). */
export const LiveSessionWhen = ({ session, className }: { session: TLiveSessionCard; className?: string }) => (
  <LiveWhen session={session} className={className} />
);

type TRecording = NonNullable<TLiveSessionCard['previousVideo']>;

const Recording = ({ recording }: { recording: TRecording }) => {
  const { openLogin } = useLogin();
  return (
    <VideoPlayer
      video={recording.video}
      fallback={videoFileOf(recording.url)}
      title={recording.title}
      onSignIn={openLogin}
    />
  );
};

/**
 * A previous session's recording (§2.10): played in place by the video player, from its HLS transcode once ready
 * (the 'processing' cover until then), or from the uploaded file when that is MP4; a private one asks anonymous
 * viewers to sign in.
 */
export const LiveSessionRecording = ({ session }: { session: TLiveSessionCard }) => {
  if (session.period !== 'previous' || !session.previousVideo) return null;
  return <Recording recording={session.previousVideo} />;
};

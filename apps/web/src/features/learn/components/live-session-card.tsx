import { LIVE_SESSION_THUMBNAIL_PX } from '@questline/domain/constants';
import { VIDEO_ASPECT } from '@questline/domain/media-constants';
import type { TLiveSessionCard } from '@questline/domain/schemas/live-session';
import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import { CalendarDialog } from './live-calendar-dialog';
import { canRegister, RegisterButton, StartTrialLink, secondaryClass } from './live-session-actions';
import { LiveSessionRecording, LiveSessionRefer, LiveSessionWhen } from './live-session-facts';

export type TLiveCardTheme = 'default' | 'pathway' | 'mission';
export type TLiveCardSize = 'default' | 'small';

const THEME_CLASS: Record<TLiveCardTheme, string> = {
  default: 'border-slate-200 bg-white',
  pathway: 'border-indigo-200 bg-indigo-50',
  mission: 'border-amber-200 bg-amber-50',
};
const THUMBNAIL_HEIGHT = Math.round(LIVE_SESSION_THUMBNAIL_PX / VIDEO_ASPECT);
const SIZE_CLASS: Record<TLiveCardSize, { card: string; title: string; text: string }> = {
  default: { card: 'gap-4 p-5', title: 'text-lg', text: 'text-sm' },
  small: { card: 'gap-3 p-3', title: 'text-base', text: 'text-xs' },
};

type TLiveSessionCardProps = {
  session: TLiveSessionCard;
  theme?: TLiveCardTheme;
  size?: TLiveCardSize;
  /** A label above the title (§2.9: upcoming, latest, past). */
  label?: string;
  /** The heading level of the title, so it follows the page's outline. */
  headingLevel?: 2 | 3;
  /** 'Learn more' opens the calendar dialog; a page that already shows the description leaves it out. */
  withLearnMore?: boolean;
  /** Where the title links: the session's own page, on the pages of the items it refers to. */
  href?: string;
};

/**
 * The live session card (§2.10): title, thumbnail, what the session refers to, when it runs in the viewer's zone, the
 * recording of a previous session, and its actions: 'Start free trial' when the session is closed to the viewer,
 * else 'Learn more' and, while it is opening, 'Register'.
 */
export const LiveSessionCard = ({
  session,
  theme = 'default',
  size = 'default',
  label,
  headingLevel = 3,
  withLearnMore = true,
  href,
}: TLiveSessionCardProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const sizing = SIZE_CLASS[size];
  const Title = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article
      aria-labelledby={titleId}
      data-theme={theme}
      data-size={size}
      className={`flex flex-col rounded-xl border shadow-sm ${THEME_CLASS[theme]} ${sizing.card}`}
    >
      <div className="flex items-start gap-3">
        {session.thumbnail && (
          // The cover whole, at its own 16:9 and 60 px wide (§9): a square crop cut off what it shows at its sides.
          <img
            src={session.thumbnail.url}
            alt=""
            width={LIVE_SESSION_THUMBNAIL_PX}
            height={THUMBNAIL_HEIGHT}
            className="aspect-video h-auto shrink-0 rounded-lg object-cover"
          />
        )}
        <div className="min-w-0 space-y-1">
          {label && (
            <p className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand-800">
              {label}
            </p>
          )}
          <Title id={titleId} className={`font-semibold leading-snug text-slate-900 ${sizing.title}`}>
            {href ? (
              <AppLink
                href={href}
                className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {session.title}
              </AppLink>
            ) : (
              session.title
            )}
          </Title>
          <LiveSessionRefer session={session} className={`text-slate-600 ${sizing.text}`} />
        </div>
      </div>
      <LiveSessionWhen session={session} className={`text-slate-700 ${sizing.text}`} />
      <LiveSessionRecording session={session} />
      {session.disabled ? (
        <StartTrialLink compact={size === 'small'} />
      ) : (
        (withLearnMore || canRegister(session)) && (
          <div className="flex flex-wrap gap-2">
            {withLearnMore && (
              <Button
                onPress={() => setDialogOpen(true)}
                aria-label={t('live.card.learnMoreAbout', { title: session.title })}
                className={secondaryClass}
              >
                {t('live.card.learnMore')}
              </Button>
            )}
            {canRegister(session) && <RegisterButton session={session} />}
          </div>
        )
      )}
      {withLearnMore && <CalendarDialog session={dialogOpen ? session : null} onClose={() => setDialogOpen(false)} />}
    </article>
  );
};

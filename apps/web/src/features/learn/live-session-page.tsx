import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../ui/rich-text/rich-text-view';
import { usePageTitle } from '../../ui/use-page-title';
import { useLiveSession } from './api/get-live-session';
import { LanguageNotice } from './components/language-notice';
import { LiveSessionCard } from './components/live-session-card';
import { PreviewNotice } from './components/page-notices';
import { useLearnSearch } from './hooks/use-learn-search';
import { learnContext } from './learn-search';

/**
 * A live session's learner page (`/liveSession/{slug}`): its card with the register action, and its description; with
 * preview=true (§2.2), over the draft for those who may edit the session, under the preview banner.
 */
export const LiveSessionPage = () => {
  const { t } = useTranslation();
  const { slug = '' } = useParams({ strict: false }) as { slug?: string };
  const { preview } = learnContext(useLearnSearch());
  const { item, card } = useLiveSession(slug, { preview });
  usePageTitle(item.title);

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <PreviewNotice item={item} />
      <LanguageNotice item={item} />
      <header className="space-y-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t('types.liveSession')}</p>
        <h1 lang={item.language} className="text-3xl font-bold tracking-tight text-slate-900">
          {item.title}
        </h1>
      </header>
      {card && (
        <LiveSessionCard
          session={card}
          label={t(card.period === 'opening' ? 'live.labels.upcoming' : 'live.labels.past')}
          headingLevel={2}
          withLearnMore={false}
        />
      )}
      <section aria-labelledby="live-about" className="space-y-4">
        <h2 id="live-about" className="text-xl font-bold tracking-tight text-slate-900">
          {t('live.session.about')}
        </h2>
        {item.description !== undefined && item.description !== null ? (
          <RichTextView doc={item.description} lang={item.language} />
        ) : (
          item.descPlain && (
            <p lang={item.language} className="whitespace-pre-line text-slate-800">
              {item.descPlain}
            </p>
          )
        )}
      </section>
    </div>
  );
};

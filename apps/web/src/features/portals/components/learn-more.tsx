import { useTranslation } from 'react-i18next';
import { useLogin } from '../../../lib/use-login';

/**
 * What a non-member sees in place of a portal (§2.5): what the programme is, 'Learn more' (the educators page's
 * section about it), and for anonymous visitors a way to sign in, since membership is read from the account.
 */
export const LearnMore = ({ program, signedIn }: { program: 'edlab' | 'partners'; signedIn: boolean }) => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  return (
    <section aria-labelledby="learn-more-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 id="learn-more-title" className="text-3xl font-bold tracking-tight text-slate-900">
        {t(`portalPages.${program}.notMember.title`)}
      </h1>
      <p className="mt-4 text-slate-700">{t(`portalPages.${program}.notMember.body`)}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a
          href={`/educators#${program}`}
          className="rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          {t('portals.learnMore')}
        </a>
        {!signedIn && (
          <button
            type="button"
            onClick={() => openLogin()}
            className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('portalPages.common.signIn')}
          </button>
        )}
      </div>
    </section>
  );
};

import { TOTAL_CAP } from '@questline/domain/constants';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/session';
import { useLogin } from '../../lib/use-login';
import { ItemCard } from '../../ui/item-card';
import { usePageTitle } from '../../ui/use-page-title';
import { useHome } from './api/get-home';
import { HomeFeatured, HomeHub } from './components/home-featured';

/** Home: a hero, the featured list, the hub's list, then the newest published items of each type. */
export const HomePage = () => {
  const { t } = useTranslation();
  const home = useHome();
  const me = useMe();
  const { openLogin } = useLogin();
  usePageTitle(undefined);
  let eagerLeft = 4;

  return (
    <>
      <section className="theme-keep bg-gradient-to-br from-brand-900 via-brand-800 to-indigo-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{t('home.heroTitle')}</h1>
          <p className="mt-4 max-w-2xl text-base text-indigo-100 sm:text-lg">{t('home.heroBody')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="/pathways"
              className="rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 shadow-sm hover:bg-indigo-50"
            >
              {t('home.explorePathways')}
            </a>
            {me === null && (
              <button
                type="button"
                onClick={() => openLogin({ register: true })}
                className="rounded-lg border border-white/60 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10"
              >
                {t('home.createAccount')}
              </button>
            )}
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6">
        <HomeFeatured eagerCount={4} />
        <HomeHub />
        {home.sections
          .filter((section) => section.items.length > 0)
          .map((section) => (
            <section key={section.type} aria-labelledby={`home-${section.type}`}>
              <div className="flex items-baseline justify-between gap-4">
                <h2 id={`home-${section.type}`} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
                  {t(`home.sections.${section.type}`)}
                </h2>
                <p className="text-sm text-slate-600">
                  {section.total >= TOTAL_CAP
                    ? t('home.totalAtLeast', { count: TOTAL_CAP })
                    : t('home.total', { count: section.total })}
                </p>
              </div>
              <ul className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
                {section.items.map((item) => (
                  <li key={item.id}>
                    <ItemCard item={item} eager={eagerLeft-- > 0} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        {home.sections.every((section) => section.items.length === 0) && (
          <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
            {t('home.empty')}
          </p>
        )}
      </div>
    </>
  );
};

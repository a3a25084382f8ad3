import { useTranslation } from 'react-i18next';

/** The platform's logo and name: the header's, and the provider's where a learner page names it as author (§1). */
export const Logo = () => {
  const { t } = useTranslation();
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#4338ca" />
        <path d="M9 22 16 8l7 14h-4.5L16 16.5 13.5 22z" fill="#fff" />
      </svg>
      <span className="text-lg font-bold tracking-tight text-slate-900">{t('app.name')}</span>
    </>
  );
};

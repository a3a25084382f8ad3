import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title as '{page} · Questline'. */
export const usePageTitle = (title: string | undefined) => {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);
};

import { COOKIE_LIFETIME, COOKIES } from '@questline/domain/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readCookie, writeCookie } from '../lib/cookies';
import { CloseButton } from './close-button';

/**
 * The maintenance notification of the pathway under maintenance (§2.8): the 'programador-junior' pathway, or the one
 * whose id the operator configured (MAINTENANCE_PATHWAY_ID), as its read says (`maintenanceNotice`,
 * rules/maintenance.ts). Shown on that pathway's page until dismissed; the dismissal is kept in the JP_ES_MAINTENANCE
 * cookie for 7 days (§9).
 */
export const MaintenanceBanner = ({ pathway }: { pathway: { maintenanceNotice?: boolean } }) => {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => readCookie(COOKIES.maintenanceBanner) !== null);
  if (pathway.maintenanceNotice !== true || dismissed) return null;
  const dismiss = () => {
    writeCookie(COOKIES.maintenanceBanner, '1', COOKIE_LIFETIME.maintenanceBanner);
    setDismissed(true);
  };
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
      <section
        aria-label={t('pathways.maintenance.label')}
        className="flex items-start justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        <p>{t('pathways.maintenance.message')}</p>
        <CloseButton label={t('pathways.maintenance.dismiss')} onPress={dismiss} />
      </section>
    </div>
  );
};

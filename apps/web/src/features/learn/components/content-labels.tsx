import { useTranslation } from 'react-i18next';
import { useViewerTimeZone } from '../../../ui/use-hydrated';
import type { TLearnItem } from '../learn-types';
import { ExplainLink } from './explain-link';

const labelClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** The content labels of §2.9 that apply to this item and viewer: premium, payment, lab, leaving soon, login to start. */
export const ContentLabels = ({ item, anonymous }: { item: TLearnItem; anonymous: boolean }) => {
  const { t, i18n } = useTranslation();
  const timeZone = useViewerTimeZone();
  // 'Leaving soon': an unpublish time is set and has not passed yet.
  const leaving = item.unPublishedTime !== null && !item.isExpired ? new Date(item.unPublishedTime) : null;
  const labels = [
    item.premium && (
      <li key="premium" className={`${labelClass} bg-amber-100 text-amber-900`}>
        <ExplainLink href="/faq#faq-premium" className="underline decoration-dotted underline-offset-2">
          {t('labels.premium')}
        </ExplainLink>
      </li>
    ),
    item.paymentItem && (
      <li key="paid" className={`${labelClass} bg-emerald-100 text-emerald-900`}>
        {t('learn.labels.paid')}
      </li>
    ),
    item.withLab && (
      <li key="lab" className={`${labelClass} bg-teal-100 text-teal-900`}>
        {t('labels.lab')}
      </li>
    ),
    leaving && !Number.isNaN(leaving.getTime()) && (
      <li key="leaving" className={`${labelClass} bg-rose-100 text-rose-900`}>
        {t('learn.labels.leavingSoon', {
          date: new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium', timeZone }).format(
            leaving,
          ),
        })}
      </li>
    ),
    anonymous && (
      <li key="login" className={`${labelClass} bg-slate-200 text-slate-800`}>
        {t('learn.labels.loginToStart')}
      </li>
    ),
  ].filter(Boolean);
  if (!labels.length) return null;
  return (
    <ul aria-label={t('learn.labels.title')} className="flex flex-wrap gap-2">
      {labels}
    </ul>
  );
};

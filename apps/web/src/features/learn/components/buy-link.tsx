import { itemPaymentUrl } from '@questline/domain/rules/item-payment';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../../api/site-settings';
import { currentLocale } from '../../../i18n/i18n';
import type { TLearnItem } from '../learn-types';

/**
 * 'Buy' for an item that is sold (§2.2, §2.9 payment): the payment store flow URL of its payment item, in the viewer's
 * locale. Nothing without a configured store, or when the payment item cannot be resolved (decision 0074); the
 * 'Paid' label shows either way.
 */
export const BuyLink = ({ item }: { item: TLearnItem }) => {
  const { t } = useTranslation();
  const store = useSiteSettings()?.premiumStore;
  const url = item.paymentItem ? itemPaymentUrl(store?.paymentLinkBase, item.paymentItem, currentLocale()) : null;
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('learn.payment.buyItem', { title: item.title })}
      className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {t('learn.payment.buy')}
      <span className="sr-only"> ({t('learn.opensInNewTab')})</span>
    </a>
  );
};

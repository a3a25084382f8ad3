import type { TLocale } from '../constants';
import { paymentUrl } from './urls';

/** What the store knows an item by (§3.1 paymentItem {slug, itemId}); both may be absent in documents of old. */
export type TPaymentItem = { slug?: string | null; itemId?: string | null };

/** A store item id as the store's links take it: the same characters PAYMENT_ITEM allows. */
const STORE_ITEM_ID = /^[\w.-]{1,64}$/;

/**
 * The store item an item's payment link names (§2.2 item): its itemId, when both the slug and the id are filled in
 * and the id reads as a store id; otherwise null, the payment item cannot be resolved (§8
 * paymentItem_InternalServerError; decision 0074).
 */
export const storeItemOf = (paymentItem: TPaymentItem | null | undefined): string | null => {
  const slug = paymentItem?.slug?.trim() ?? '';
  const itemId = paymentItem?.itemId?.trim() ?? '';
  return slug !== '' && STORE_ITEM_ID.test(itemId) ? itemId : null;
};

/**
 * The payment store flow URL of an item that is sold (§2.2, §9 payment link: item, locale, currency CNY, seats 1,
 * source 'store'): null without a configured store, or when the payment item cannot be resolved.
 */
export const itemPaymentUrl = (
  storeUrl: string | null | undefined,
  paymentItem: TPaymentItem | null | undefined,
  locale: TLocale,
): string | null => {
  const item = storeItemOf(paymentItem);
  if (!storeUrl || item === null) return null;
  return paymentUrl(storeUrl, { item, locale });
};

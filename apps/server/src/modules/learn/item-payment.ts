import type { TLocale } from '@questline/domain/constants';
import { AppError } from '@questline/domain/errors';
import { itemPaymentUrl, type TPaymentItem } from '@questline/domain/rules/item-payment';

/** The types whose details hold a payment item (§2.13, §3.1 paymentItem): tutorials, projects, courses and quizzes. */
export const PAYMENT_TYPES = ['tutorial', 'project', 'course', 'quiz'] as const;

/**
 * The payment link of an item a learner reads (§2.2, §9): not_found when the item is not sold (no payment item);
 * paymentItem_InternalServerError (§8) when it is but no link can be made: no store configured, or a payment item
 * without its slug or a readable store id (decision 0074).
 */
export const itemPaymentLink = (
  item: Readonly<Record<string, unknown>>,
  storeUrl: string | undefined,
  locale: TLocale,
): string => {
  const paymentItem = item.paymentItem;
  if (paymentItem === null || paymentItem === undefined) throw new AppError('not_found');
  const url =
    typeof paymentItem === 'object' ? itemPaymentUrl(storeUrl ?? null, paymentItem as TPaymentItem, locale) : null;
  if (url === null) throw new AppError('paymentItem_InternalServerError');
  return url;
};

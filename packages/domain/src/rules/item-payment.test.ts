import { describe, expect, it } from 'vitest';
import { itemPaymentUrl, storeItemOf } from './item-payment';

describe('item payment links (§2.2, §9)', () => {
  it('names the store item by its id when slug and id are filled in', () => {
    expect(storeItemOf({ slug: 'lighting-pack', itemId: 'lighting_pack-01' })).toBe('lighting_pack-01');
    expect(storeItemOf({ slug: ' lighting-pack ', itemId: ' sku.2 ' })).toBe('sku.2');
  });

  it('cannot resolve a payment item without its slug or id, or with an id the store cannot read', () => {
    expect(storeItemOf(null)).toBeNull();
    expect(storeItemOf(undefined)).toBeNull();
    expect(storeItemOf({ slug: 'lighting-pack', itemId: '' })).toBeNull();
    expect(storeItemOf({ slug: '', itemId: 'sku-1' })).toBeNull();
    expect(storeItemOf({ slug: '   ', itemId: 'sku-1' })).toBeNull();
    expect(storeItemOf({ slug: 'lighting-pack', itemId: 'sku 1' })).toBeNull();
    expect(storeItemOf({ slug: 'lighting-pack', itemId: 'a/b?c' })).toBeNull();
    expect(storeItemOf({ slug: 'lighting-pack', itemId: 'x'.repeat(65) })).toBeNull();
  });

  it('builds the store flow URL with item, locale, currency CNY, seats 1 and source store', () => {
    const url = itemPaymentUrl('https://store.example/checkout?ref=learn', { slug: 'pack', itemId: 'sku-9' }, 'ja_JP');
    expect(url).not.toBeNull();
    const parsed = new URL(url ?? '');
    expect(parsed.origin + parsed.pathname).toBe('https://store.example/checkout');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      ref: 'learn',
      item: 'sku-9',
      locale: 'ja_JP',
      currency: 'CNY',
      seats: '1',
      source: 'store',
    });
  });

  it('has no link without a store, or when the payment item cannot be resolved', () => {
    expect(itemPaymentUrl(null, { slug: 'pack', itemId: 'sku-9' }, 'en_US')).toBeNull();
    expect(itemPaymentUrl('', { slug: 'pack', itemId: 'sku-9' }, 'en_US')).toBeNull();
    expect(itemPaymentUrl('https://store.example/checkout', { slug: 'pack', itemId: '' }, 'en_US')).toBeNull();
    expect(itemPaymentUrl('https://store.example/checkout', null, 'en_US')).toBeNull();
  });
});

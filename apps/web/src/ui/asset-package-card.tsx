import { formatPrice } from '@questline/domain/rules/display';
import { isSafeHref } from '@questline/domain/rules/urls';
import type { TAssetStoreContent } from '@questline/domain/schemas/embeds';
import { useTranslation } from 'react-i18next';

/**
 * Asset-store content (§3.12) as a package card: name, publisher, and its price — free, on sale (the original
 * price struck through) or the final price — with `.00` dropped (§9, formatPrice).
 */
export const AssetPackageCard = ({ content }: { content: TAssetStoreContent }) => {
  const { t } = useTranslation();
  const { package: pkg } = content;
  const href = isSafeHref(content.url) && !content.url.startsWith('mailto:') ? content.url : undefined;
  return (
    <article
      aria-label={t('learn.embeds.asset.label')}
      className="my-4 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 className="text-base font-semibold text-slate-900">{pkg.name}</h3>
      <p className="text-sm text-slate-600">{t('learn.embeds.asset.publisher', { publisher: pkg.publisherName })}</p>
      <p className="flex flex-wrap items-baseline gap-2 text-sm">
        {pkg.isFree ? (
          <span className="font-semibold text-emerald-800">{t('learn.embeds.asset.free')}</span>
        ) : (
          <>
            <span className="text-base font-semibold text-slate-900">
              {t('learn.embeds.asset.price', { price: formatPrice(pkg.finalPrice) })}
            </span>
            {pkg.isOnSale && pkg.originalPrice > pkg.finalPrice && (
              <>
                <s className="text-slate-500">
                  {t('learn.embeds.asset.originalPrice', { price: formatPrice(pkg.originalPrice) })}
                </s>
                <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                  {t('learn.embeds.asset.onSale')}
                </span>
              </>
            )}
          </>
        )}
      </p>
      {href && (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="self-start text-sm font-medium text-brand-700 underline hover:text-brand-800"
        >
          {t('learn.embeds.asset.view')}
        </a>
      )}
    </article>
  );
};

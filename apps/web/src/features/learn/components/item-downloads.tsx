import { detailUrl } from '@questline/domain/rules/urls';
import type { TPackageMapEntry } from '@questline/domain/schemas/item';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { AppLink } from '../../../ui/app-link';
import { FileDownloadLink } from '../../../ui/file-download-link';
import { hasMaterials, MaterialList } from '../../../ui/material-list';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import type { TLearnItem } from '../learn-types';

const Group = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
};

/**
 * The store packages the item names (§3.4 packageMap): each by its title when it is one of the platform's unlock
 * packages, else by its id, with links to the published items offering its downloads (decision 0074).
 */
const PackageList = ({ packages }: { packages: readonly TPackageMapEntry[] }) => {
  const { t } = useTranslation();
  return (
    <ul className="space-y-3">
      {packages.map((entry) => {
        const name = entry.unlockKey ? t(`learn.assetPackages.${entry.unlockKey}`) : entry.id;
        return (
          <li key={entry.id} className="space-y-1">
            <p className="font-medium text-slate-900">{name}</p>
            {entry.items.length > 0 ? (
              <ul aria-label={t('learn.downloads.packageItems', { name })} className="list-disc space-y-1 pl-5">
                {entry.items.map((card) => (
                  <li key={card.id}>
                    <AppLink
                      href={detailUrl([{ type: card.type, id: card.id, slug: card.slug }], {
                        itemLanguage: card.language,
                        locale: currentLocale(),
                      })}
                      className="text-brand-700 underline hover:text-brand-800"
                    >
                      {card.title}
                    </AppLink>{' '}
                    <span className="text-sm text-slate-600">{t(`types.${card.type}`)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{t('learn.downloads.packageNoItems')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
};

/**
 * What an item's page offers to open or download (§2.13 details, §3.1 asset, §3.2): its materials and documents,
 * the store asset's downloads with their versions, the store packages it names with the items offering their downloads
 * (§3.4 packageMap), the licences to request (§3.1 requests[]), and a pathway's educator
 * resources. The learner read that carries them is the item's gated read, so only those who may read the item see
 * them (decision 0074).
 */
export const ItemDownloads = ({ item }: { item: TLearnItem }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const uploads = item.asset?.uploads ?? [];
  const resources = item.educatorResources;
  const showResources = Boolean(resources && (resources.summary || hasMaterials(resources.files)));
  // Web addresses only, as the materials' links (the details schema takes no other).
  const requests = (item.requests ?? []).filter((request) => /^https?:\/\//.test(request.url));
  // The server answers the packages in the order the item names them.
  const packages = Object.values(item.packageMap ?? {});
  if (
    !hasMaterials(item.materials) &&
    !hasMaterials(item.documents) &&
    uploads.length === 0 &&
    !showResources &&
    requests.length === 0 &&
    packages.length === 0
  )
    return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 p-5">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
        {t('learn.downloads.title')}
      </h2>
      {hasMaterials(item.materials) && (
        <Group title={t('learn.downloads.materials')}>
          <MaterialList materials={item.materials} />
        </Group>
      )}
      {hasMaterials(item.documents) && (
        <Group title={t('learn.downloads.documents')}>
          <MaterialList materials={item.documents} />
        </Group>
      )}
      {uploads.length > 0 && (
        <Group title={t('learn.downloads.asset')}>
          <ul className="list-disc space-y-1 pl-5">
            {uploads.map((upload, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one file may be listed twice, in an order that never changes here.
              <li key={`${upload.attachmentId}-${index}`}>
                <FileDownloadLink
                  id={upload.attachmentId}
                  name={upload.name}
                  size={upload.size}
                  version={upload.downloadVersion || undefined}
                />
              </li>
            ))}
          </ul>
        </Group>
      )}
      {packages.length > 0 && (
        <Group title={t('learn.downloads.packages')}>
          <PackageList packages={packages} />
        </Group>
      )}
      {requests.length > 0 && (
        <Group title={t('learn.downloads.requests')}>
          <p className="text-sm text-slate-700">{t('learn.downloads.requestsHint')}</p>
          <ul className="list-disc space-y-1 pl-5">
            {requests.map((request, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: requests have no id, and their order never changes here.
              <li key={`${request.url}-${index}`}>
                <a href={request.url} rel="noopener noreferrer" className="break-all text-brand-700 underline">
                  {t('learn.downloads.requestLink', { name: request.name })}
                </a>
              </li>
            ))}
          </ul>
        </Group>
      )}
      {resources && showResources && (
        <Group title={t('learn.downloads.educatorResources')}>
          {resources.summary && <RichTextView doc={resources.summary} lang={item.language} />}
          <MaterialList materials={resources.files} />
        </Group>
      )}
    </section>
  );
};

import { useTranslation } from 'react-i18next';
import { formatFileSize } from './file-size';

/**
 * A download link to an attached file, served by /files/{id} with its name and size; the read that named the file
 * already applied the item's access rules (decision 0074).
 */
export const FileDownloadLink = (props: { id: string; name?: string; size?: number; version?: string }) => {
  const { t, i18n } = useTranslation();
  const name = props.name?.trim() || t('learn.downloads.unnamed');
  const size = typeof props.size === 'number' ? formatFileSize(props.size, i18n.language) : null;
  return (
    <a
      href={`/files/${encodeURIComponent(props.id)}`}
      download={name}
      className="inline-flex flex-wrap items-baseline gap-x-2 break-all text-brand-700 underline hover:text-brand-800"
    >
      <span>{t('learn.downloads.file', { name })}</span>
      {(size || props.version) && (
        <span className="text-sm text-slate-600">
          {[props.version ? t('learn.downloads.version', { version: props.version }) : null, size]
            .filter(Boolean)
            .join(' · ')}
        </span>
      )}
    </a>
  );
};

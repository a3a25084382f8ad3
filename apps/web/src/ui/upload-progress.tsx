import { useTranslation } from 'react-i18next';

/**
 * An upload's progress bar and its percentage, as the video field shows them; the texts are the authoring
 * catalogue's, which every screen with an upload loads.
 */
export const UploadProgress = ({ percent }: { percent: number }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <progress
        max={100}
        value={percent}
        aria-label={t('editor.video.progress')}
        className="h-2 w-48 accent-brand-700"
      />
      <span className="text-xs text-slate-700">{t('editor.video.uploading', { percent })}</span>
    </div>
  );
};

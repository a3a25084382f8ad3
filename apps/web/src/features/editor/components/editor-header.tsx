import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/confirm-dialog';
import type { TEditItem } from '../api/get-edit-item';
import { buttonClass, primaryButtonClass } from './form-fields';

/**
 * The editor's heading: back to the dashboard, the item's title, type, status and id, Preview (when the type's learner
 * page previews drafts) and Publish with why it is disabled (`hints`, none when it is not).
 */
export const EditorHeader = (props: {
  item: TEditItem;
  title: string;
  typeLabel: string;
  hints: readonly string[];
  busy: boolean;
  onPublish: () => void;
  /** Opens the learner page over the saved draft (§2.2 preview=true); absent where the type has no such page. */
  onPreview?: () => void;
  previewing?: boolean;
  /** Buttons shown before Publish (Export, Import). */
  actions?: ReactNode;
}) => {
  const { t } = useTranslation();
  const { item, hints } = props;
  const hintId = `${item.id}-publish-hint`;
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <Link to="/creator/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
          {t('editor.backToDashboard')}
        </Link>
        <h1 className="mt-2 truncate text-2xl font-bold tracking-tight text-slate-900">{props.title}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700">{props.typeLabel}</span>
          <span
            className={`rounded-full px-2.5 py-0.5 font-medium ${
              item.status === 'published' ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800'
            }`}
          >
            {t(`editor.status.${item.status}`)}
          </span>
          <span>{item.id}</span>
        </p>
      </div>
      <div className="flex max-w-md flex-col items-end gap-1">
        <div className="flex flex-wrap justify-end gap-2">
          {props.actions}
          {props.onPreview && (
            <Button onPress={props.onPreview} isPending={props.previewing} className={buttonClass}>
              {props.previewing && <Spinner />}
              {t('editor.preview.button')}
            </Button>
          )}
          <Button
            onPress={props.onPublish}
            isDisabled={hints.length > 0}
            isPending={props.busy}
            aria-describedby={hints.length > 0 ? hintId : undefined}
            className={primaryButtonClass}
          >
            {props.busy && <Spinner />}
            {t('editor.publish.button')}
          </Button>
        </div>
        {hints.length > 0 && (
          <p id={hintId} className="text-right text-xs text-slate-500">
            {hints.join(' ')}
          </p>
        )}
      </div>
    </div>
  );
};

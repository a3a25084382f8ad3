import { lazy, Suspense, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

// TipTap is about 127 KB gzip (DESIGN §10): it loads only when a rich-text field is shown, never on first load.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

/**
 * A rich-text form field (DESIGN §6): the value is TipTap JSON (TRichText) or null when empty. Used inside a
 * react-hook-form FormProvider; validation messages are catalogue keys, shown through `errors.*`.
 */
export const RichTextField = (props: { name: string; label: string; description?: string; compact?: boolean }) => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: props.name, control });
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const message = fieldState.error?.message;
  const describedBy = [props.description ? descriptionId : null, message ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-1" data-field={props.name}>
      <span id={labelId} className="text-sm font-semibold text-slate-800">
        {props.label}
      </span>
      {props.description && (
        <span id={descriptionId} className="text-xs text-slate-500">
          {props.description}
        </span>
      )}
      <Suspense
        fallback={
          <div
            role="status"
            className={`${props.compact ? 'min-h-18' : 'min-h-32'} rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-600`}
          >
            {t('common.loading')}
          </div>
        }
      >
        <RichTextEditor
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          labelId={labelId}
          describedBy={describedBy || undefined}
          invalid={Boolean(message)}
          editorRef={field.ref}
          compact={props.compact}
        />
      </Suspense>
      {message && (
        <span id={errorId} className="text-sm text-red-700">
          {t(`errors.${message}`)}
        </span>
      )}
    </div>
  );
};

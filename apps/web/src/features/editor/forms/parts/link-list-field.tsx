import { Button } from 'react-aria-components';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TrashIcon } from '../../../../ui/icons';
import { AttachedSize, AttachmentUpload } from './attachment-upload';
import { errorMessageAt, useErrorText } from './error-text';
import { FormTextField } from './fields';
import { buttonClass, dangerIconButtonClass, errorClass, legendClass } from './styles';

type TMaterialValue =
  | { type: 'link'; name?: string; url?: string }
  | { type: 'file'; attachmentId?: string; name?: string; size?: number };

/**
 * Materials or documents (§3.9 materials): links with a name and URL are added and edited here; uploaded files
 * already attached are listed and can be removed.
 */
export const LinkListField = (props: { name: string; legend: string; addLabel: string }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState } = useFormContext<Record<string, TMaterialValue[]>>();
  const { fields, append, remove } = useFieldArray({ control, name: props.name, keyName: 'fieldKey' });
  const values = useWatch({ control, name: props.name }) ?? [];
  const listError = errorMessageAt(formState.errors, props.name);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={legendClass}>{props.legend}</legend>
      {fields.length === 0 && <p className="text-sm text-slate-500">{t('editorForms.details.noLinks')}</p>}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const value = values[index];
          const fileError = errorMessageAt(formState.errors, `${props.name}.${index}.attachmentId`);
          const label = value?.name?.trim() || t('editorForms.details.linkNumber', { number: index + 1 });
          return (
            <li key={field.fieldKey} className="flex items-start gap-2 rounded-lg border border-slate-200 p-3">
              {value?.type === 'file' ? (
                <p className="flex min-w-0 flex-1 flex-wrap items-baseline gap-2 text-sm text-slate-800">
                  <span className="font-semibold">{t('editorForms.details.file')}</span>
                  <a href={`/files/${value.attachmentId ?? ''}`} className="break-all underline">
                    {value.name || value.attachmentId}
                  </a>
                  <AttachedSize size={value.size} />
                  {fileError && <span className={`${errorClass} basis-full`}>{errorText(fileError)}</span>}
                </p>
              ) : (
                <div className="grid flex-1 gap-3 sm:grid-cols-2">
                  <FormTextField
                    name={`${props.name}.${index}.name`}
                    label={t('editorForms.details.linkName', { number: index + 1 })}
                  />
                  <FormTextField
                    name={`${props.name}.${index}.url`}
                    type="url"
                    label={t('editorForms.details.linkUrl', { number: index + 1 })}
                  />
                </div>
              )}
              <Button
                aria-label={t('editorForms.list.remove', { item: label })}
                onPress={() => remove(index)}
                className={`${dangerIconButtonClass} mt-6`}
              >
                <TrashIcon />
              </Button>
            </li>
          );
        })}
      </ol>
      {listError && <p className={errorClass}>{errorText(listError)}</p>}
      <div>
        <Button onPress={() => append({ type: 'link', name: '', url: '' })} className={buttonClass}>
          <PlusIcon />
          {props.addLabel}
        </Button>
      </div>
      <AttachmentUpload
        kind="attachment"
        label={t('editor.attachments.addTo', { list: props.legend })}
        onUploaded={(file) => append({ type: 'file', attachmentId: file.id, name: file.name, size: file.size })}
      />
    </fieldset>
  );
};

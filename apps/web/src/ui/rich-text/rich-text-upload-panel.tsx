import { useEffect, useRef, useState } from 'react';
import { Button, FieldError, FileTrigger, Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { UploadProgress } from '../upload-progress';
import { errorClass, fieldClass, hintClass, inputClass, labelClass, submitClass } from './rich-text-form-parts';

type TUploadRun = (options: { signal: AbortSignal; onPercent: (percent: number) => void }) => Promise<void>;

/**
 * The upload of a toolbar panel (an image, a video): its progress, its refusal read from the error catalogue, and a
 * run that is cancelled when the panel goes.
 */
export const usePanelUpload = () => {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const run = async (upload: TUploadRun) => {
    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    setError(null);
    try {
      await upload({ signal: controller.signal, onPercent: setPercent });
    } catch (caught) {
      if (!controller.signal.aborted)
        setError(
          caught instanceof ApiError
            ? t(`errors.${caught.key}`, caught.detail.params ?? {})
            : t('errors.internal_error'),
        );
    } finally {
      if (abort.current === controller) abort.current = null;
      setPercent(null);
    }
  };
  return { error, setError, percent, busy: percent !== null, run };
};

/** A panel's file chooser: its label, and the chosen file's name on the button. */
export const PanelFileField = (props: {
  label: string;
  accepted: readonly string[];
  file: File | null;
  onSelect: (file: File | null) => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className={fieldClass}>
      <span className={labelClass}>{props.label}</span>
      <FileTrigger acceptedFileTypes={[...props.accepted]} onSelect={(files) => props.onSelect(files?.[0] ?? null)}>
        <Button className="rounded-md border border-slate-300 px-2 py-1 text-left text-sm text-slate-800 hover:bg-slate-50">
          {props.file ? props.file.name : t('editor.image.choose')}
        </Button>
      </FileTrigger>
    </div>
  );
};

/** A panel's line of text: label, hint, and the error it shows while `invalid`. */
export const PanelTextField = (props: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  isRequired?: boolean;
  isDisabled?: boolean;
  invalid?: boolean;
  error?: string;
  autoFocus?: boolean;
}) => (
  <TextField
    value={props.value}
    onChange={props.onChange}
    maxLength={props.maxLength}
    isRequired={props.isRequired}
    isDisabled={props.isDisabled}
    isInvalid={props.invalid}
    autoFocus={props.autoFocus}
    className={fieldClass}
  >
    <Label className={labelClass}>{props.label}</Label>
    <Input className={inputClass} />
    <Text slot="description" className={hintClass}>
      {props.hint}
    </Text>
    {props.error && <FieldError className={errorClass}>{props.error}</FieldError>}
  </TextField>
);

/** The end of an upload panel: the upload's progress, its refusal, and Insert (Save when it edits a node). */
export const PanelFooter = (props: { percent: number | null; error: string | null; editing: boolean }) => {
  const { t } = useTranslation();
  return (
    <>
      {props.percent !== null && <UploadProgress percent={props.percent} />}
      {props.error && (
        <span role="alert" className={errorClass}>
          {props.error}
        </span>
      )}
      <div className="flex justify-end">
        <Button type="submit" isPending={props.percent !== null} className={submitClass}>
          {props.editing ? t('editor.richText.save') : t('editor.image.insert')}
        </Button>
      </div>
    </>
  );
};

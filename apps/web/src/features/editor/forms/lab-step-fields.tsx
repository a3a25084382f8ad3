import { LAB_LIMITS, type TLabDefinition } from '@questline/domain/lab/definition';
import { useRef } from 'react';
import { Button, FieldError, Label, Radio, RadioGroup, Text, TextArea, TextField } from 'react-aria-components';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TrashIcon } from '../../../ui/icons';
import { errorMessageAt, errorParamsOf, useErrorText } from './parts/error-text';
import { FormTextField } from './parts/fields';
import {
  buttonClass,
  dangerIconButtonClass,
  descriptionClass,
  errorClass,
  inputClass,
  labelClass,
} from './parts/styles';

/** A built-in lab as a new lab step starts with it: no code yet and one check to write. */
export const newLab = (): TLabDefinition => ({
  scene: '',
  starter: '',
  hints: [],
  checks: [{ message: '', code: '' }],
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored step's built-in lab as the form edits it; undefined when the step has none (its lab is at its URL). */
export const labOf = (raw: unknown): TLabDefinition | undefined => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const lab = raw as Record<string, unknown>;
  return {
    scene: text(lab.scene),
    starter: text(lab.starter),
    hints: Array.isArray(lab.hints) ? lab.hints.filter((hint) => typeof hint === 'string') : [],
    checks: Array.isArray(lab.checks)
      ? lab.checks.map((raw) => {
          const check = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
          return { message: text(check.message), code: text(check.code) };
        })
      : [],
  };
};

/**
 * Lab code in a monospace text area. Its error may carry params: a server's lab_syntax_error says the line and the
 * reason the code does not compile.
 */
const CodeField = (props: { name: string; label: string; description: string; rows?: number }) => {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: props.name, control });
  const error = useErrorText()(fieldState.error?.message, errorParamsOf(fieldState.error));
  return (
    <TextField
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <Label className={labelClass}>{props.label}</Label>
      <TextArea
        ref={field.ref}
        rows={props.rows ?? 8}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        wrap="off"
        className={`${inputClass} font-mono text-xs leading-5`}
      />
      <Text slot="description" className={descriptionClass}>
        {props.description}
      </Text>
      <FieldError className={errorClass}>{error}</FieldError>
    </TextField>
  );
};

/** The hints of a built-in lab: one line each, added and removed here, LAB_LIMITS.hints at most. */
const HintsField = (props: { name: string }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, setValue, clearErrors, formState } = useFormContext();
  const watched = useWatch({ control, name: props.name }) as unknown;
  const hints = Array.isArray(watched) ? (watched as string[]) : [];
  const change = (next: string[]) => {
    clearErrors(props.name);
    setValue(props.name, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  const error = errorText(errorMessageAt(formState.errors, props.name));
  const noteId = `${props.name}-note`;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={noteId}>
      <legend className={labelClass}>{t('editorForms.steps.lab.hints')}</legend>
      <p id={noteId} className={descriptionClass}>
        {t('editorForms.steps.lab.hintsNote', { max: LAB_LIMITS.hints })}
      </p>
      {hints.length > 0 && (
        <ol className="flex flex-col gap-2">
          {hints.map((_, index) => {
            const number = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: hints are plain texts; a row is its place in the list
              <li key={index} className="flex items-end gap-2">
                <FormTextField
                  name={`${props.name}.${index}`}
                  label={t('editorForms.steps.lab.hint', { number })}
                  className="flex-1"
                />
                <Button
                  aria-label={t('editorForms.steps.lab.removeHint', { number })}
                  onPress={() => change(hints.filter((__, other) => other !== index))}
                  className={`${dangerIconButtonClass} mb-1`}
                >
                  <TrashIcon />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {error && <p className={errorClass}>{error}</p>}
      <div>
        <Button
          isDisabled={hints.length >= LAB_LIMITS.hints}
          onPress={() => change([...hints, ''])}
          className={buttonClass}
        >
          <PlusIcon />
          {t('editorForms.steps.lab.addHint')}
        </Button>
      </div>
    </fieldset>
  );
};

/** The checks of a built-in lab: each a message and a function body that passes the learner's work. */
const ChecksField = (props: { name: string }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: props.name, keyName: 'fieldKey' });
  const error = errorText(errorMessageAt(formState.errors, props.name));
  const noteId = `${props.name}-note`;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={noteId}>
      <legend className={labelClass}>{t('editorForms.steps.lab.checks')}</legend>
      <p id={noteId} className={descriptionClass}>
        {t('editorForms.steps.lab.checksNote', { max: LAB_LIMITS.checks })}
      </p>
      {fields.length > 0 && (
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <li
                key={field.fieldKey}
                className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
              >
                <div className="flex items-end gap-2">
                  <FormTextField
                    name={`${props.name}.${index}.message`}
                    label={t('editorForms.steps.lab.checkMessage', { number })}
                    description={t('editorForms.steps.lab.checkMessageHint')}
                    className="flex-1"
                  />
                  <Button
                    aria-label={t('editorForms.steps.lab.removeCheck', { number })}
                    onPress={() => remove(index)}
                    className={`${dangerIconButtonClass} mb-6`}
                  >
                    <TrashIcon />
                  </Button>
                </div>
                <CodeField
                  name={`${props.name}.${index}.code`}
                  label={t('editorForms.steps.lab.checkCode', { number })}
                  description={t('editorForms.steps.lab.checkCodeHint')}
                  rows={5}
                />
              </li>
            );
          })}
        </ol>
      )}
      {error && <p className={errorClass}>{error}</p>}
      <div>
        <Button
          isDisabled={fields.length >= LAB_LIMITS.checks}
          onPress={() => append({ message: '', code: '' })}
          className={buttonClass}
        >
          <PlusIcon />
          {t('editorForms.steps.lab.addCheck')}
        </Button>
      </div>
    </fieldset>
  );
};

type TLabSource = 'builtIn' | 'external';
const LAB_SOURCES: readonly TLabSource[] = ['builtIn', 'external'];
const isLabSource = (value: string): value is TLabSource => (LAB_SOURCES as readonly string[]).includes(value);

/**
 * What a lab step holds (decision 0073): a built-in lab (scene and starter code, hints, checks) or the URL of an
 * external one. A step with a `lab` is built in. Switching keeps what the other choice held while the step is open,
 * so switching back restores it; only the chosen one is sent.
 */
export const LabStepFields = (props: { prefix: string }) => {
  const { t } = useTranslation();
  const { control, getValues, setValue, clearErrors, formState } = useFormContext();
  const lab = useWatch({ control, name: `${props.prefix}.lab` }) as unknown;
  const source: TLabSource = lab ? 'builtIn' : 'external';
  const kept = useRef<{ lab?: TLabDefinition; labUrl?: string }>({});

  const choose = (next: string) => {
    if (!isLabSource(next) || next === source) return;
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    clearErrors([`${props.prefix}.lab`, `${props.prefix}.labUrl`]);
    if (next === 'external') {
      kept.current.lab = getValues(`${props.prefix}.lab`) as TLabDefinition;
      setValue(`${props.prefix}.lab`, undefined, options);
      setValue(`${props.prefix}.labUrl`, kept.current.labUrl ?? '', options);
    } else {
      kept.current.labUrl = text(getValues(`${props.prefix}.labUrl`));
      setValue(`${props.prefix}.labUrl`, '', options);
      setValue(`${props.prefix}.lab`, kept.current.lab ?? newLab(), options);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <RadioGroup value={source} onChange={choose} className="flex flex-col gap-2">
        <Label className={labelClass}>{t('editorForms.steps.lab.source')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {LAB_SOURCES.map((id) => (
            <Radio
              key={id}
              value={id}
              className="group flex cursor-default items-center gap-2 text-sm text-slate-800 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand-600"
            >
              <span
                aria-hidden="true"
                className="h-4 w-4 rounded-full border-2 border-slate-500 group-data-[selected]:border-[5px] group-data-[selected]:border-brand-700"
              />
              {t(`editorForms.steps.lab.sources.${id}`)}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      {source === 'external' ? (
        <FormTextField
          name={`${props.prefix}.labUrl`}
          type="url"
          label={t('editorForms.steps.labUrl')}
          description={t('editorForms.steps.labUrlHint')}
        />
      ) : (
        <>
          <CodeField
            name={`${props.prefix}.lab.scene`}
            label={t('editorForms.steps.lab.scene')}
            description={t('editorForms.steps.lab.sceneHint')}
          />
          <CodeField
            name={`${props.prefix}.lab.starter`}
            label={t('editorForms.steps.lab.starter')}
            description={t('editorForms.steps.lab.starterHint')}
          />
          <HintsField name={`${props.prefix}.lab.hints`} />
          <ChecksField name={`${props.prefix}.lab.checks`} />
        </>
      )}
    </div>
  );
};

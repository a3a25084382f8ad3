import { type Key, type ReactNode, useId } from 'react';
import {
  Button,
  Checkbox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  NumberField,
  Popover,
  Select,
  SelectValue,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';
import { useController, useFormContext } from 'react-hook-form';
import { useErrorText } from './error-text';
import { descriptionClass, errorClass, inputClass, labelClass } from './styles';

/** A text field bound to the form; its error (a catalogue key) is announced through aria-describedby. */
export const FormTextField = (props: {
  name: string;
  label: string;
  description?: string;
  type?: 'text' | 'url';
  multiline?: boolean;
  isDisabled?: boolean;
  className?: string;
}) => {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: props.name, control });
  const error = useErrorText()(fieldState.error?.message);
  return (
    <TextField
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      type={props.type ?? 'text'}
      isInvalid={Boolean(error)}
      isDisabled={props.isDisabled}
      validationBehavior="aria"
      className={`flex flex-col gap-1 ${props.className ?? ''}`}
    >
      <Label className={labelClass}>{props.label}</Label>
      {props.multiline ? (
        <TextArea ref={field.ref} rows={3} className={inputClass} />
      ) : (
        <Input ref={field.ref} className={inputClass} />
      )}
      {props.description && (
        <Text slot="description" className={descriptionClass}>
          {props.description}
        </Text>
      )}
      <FieldError className={errorClass}>{error}</FieldError>
    </TextField>
  );
};

/**
 * A whole-number field bound to the form, formatted in the reader's locale (§5). Emptying it stores undefined, so the
 * schema decides whether a value is needed; its error (a catalogue key) is announced through aria-describedby.
 */
export const FormNumberField = (props: {
  name: string;
  label: string;
  description?: string;
  minValue?: number;
  className?: string;
}) => {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: props.name, control });
  const error = useErrorText()(fieldState.error?.message);
  return (
    <NumberField
      value={typeof field.value === 'number' ? field.value : Number.NaN}
      onChange={(value) => field.onChange(Number.isNaN(value) ? undefined : value)}
      onBlur={field.onBlur}
      name={field.name}
      minValue={props.minValue}
      step={1}
      formatOptions={{ maximumFractionDigits: 0 }}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={`flex flex-col gap-1 ${props.className ?? ''}`}
    >
      <Label className={labelClass}>{props.label}</Label>
      <Input ref={field.ref} className={inputClass} />
      {props.description && (
        <Text slot="description" className={descriptionClass}>
          {props.description}
        </Text>
      )}
      <FieldError className={errorClass}>{error}</FieldError>
    </NumberField>
  );
};

/**
 * The visible part of a select: its label, the trigger showing the chosen value with a chevron, and its description.
 * `valueClass` lets a multi-select show two lines of chosen values.
 */
export const SelectHead = (props: { label: string; description?: ReactNode; valueClass?: string }) => (
  <>
    <Label className={labelClass}>{props.label}</Label>
    <Button
      className={`${inputClass} flex min-h-10 items-center justify-between gap-2 text-left data-[invalid]:border-red-600`}
    >
      <SelectValue className={`${props.valueClass ?? 'truncate'} data-[placeholder]:text-slate-500`} />
      <span aria-hidden="true" className="text-slate-500">
        ▾
      </span>
    </Button>
    {props.description && (
      <Text slot="description" className={descriptionClass}>
        {props.description}
      </Text>
    )}
  </>
);

export type TOption = { id: string; label: string };

/** A labelled React Aria select over string keys. */
export const SelectField = (props: {
  label: string;
  options: readonly TOption[];
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  description?: ReactNode;
  error?: string;
  isDisabled?: boolean;
  disabledKeys?: readonly string[];
  className?: string;
}) => (
  <Select
    selectedKey={props.value}
    onSelectionChange={(key: Key | null) => {
      if (key !== null) props.onChange(String(key));
    }}
    placeholder={props.placeholder}
    isInvalid={Boolean(props.error)}
    isDisabled={props.isDisabled}
    disabledKeys={props.disabledKeys}
    validationBehavior="aria"
    className={`flex flex-col gap-1 ${props.className ?? ''}`}
  >
    <SelectHead label={props.label} description={props.description} />
    <FieldError className={errorClass}>{props.error}</FieldError>
    <Popover className="max-h-72 min-w-[var(--trigger-width)] overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
      <ListBox className="outline-none">
        {props.options.map((option) => (
          <ListBoxItem
            key={option.id}
            id={option.id}
            textValue={option.label}
            className="cursor-default rounded-md px-3 py-1.5 text-sm text-slate-800 outline-none data-[disabled]:text-slate-400 data-[focused]:bg-brand-50 data-[selected]:font-semibold data-[selected]:text-brand-800"
          >
            {option.label}
          </ListBoxItem>
        ))}
      </ListBox>
    </Popover>
  </Select>
);

/**
 * A select bound to the form. `numeric` stores numbers (hours, minutes, offsets); a stored value missing from the
 * options is still listed, so what the item holds is never hidden.
 */
export const FormSelect = (props: {
  name: string;
  label: string;
  options: readonly TOption[];
  numeric?: boolean;
  placeholder?: string;
  description?: ReactNode;
  isDisabled?: boolean;
  disabledKeys?: readonly string[];
  className?: string;
  onChange?: (value: string | number) => void;
}) => {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: props.name, control });
  const error = useErrorText()(fieldState.error?.message);
  const value = field.value === undefined || field.value === null || field.value === '' ? null : String(field.value);
  const options =
    value === null || props.options.some((option) => option.id === value)
      ? props.options
      : [...props.options, { id: value, label: value }];
  return (
    <SelectField
      label={props.label}
      options={options}
      value={value}
      placeholder={props.placeholder}
      description={props.description}
      error={error}
      isDisabled={props.isDisabled}
      disabledKeys={props.disabledKeys}
      className={props.className}
      onChange={(key) => {
        const next = props.numeric ? Number(key) : key;
        field.onChange(next);
        field.onBlur();
        props.onChange?.(next);
      }}
    />
  );
};

/** A React Aria checkbox with a visible box. */
export const CheckboxField = (props: {
  label: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  description?: string;
  /** Put the description inside the label, so it is part of the accessible name rather than aria-describedby. */
  descriptionInName?: boolean;
  isDisabled?: boolean;
  /** A fuller accessible name than the visible label, which it should contain ("Option 2 is correct" for "Correct"). */
  ariaLabel?: string;
}) => {
  const descriptionId = useId();
  const describedBy = props.description && !props.descriptionInName;
  return (
    <div className="flex flex-col gap-0.5">
      <Checkbox
        aria-label={props.ariaLabel}
        aria-describedby={describedBy ? descriptionId : undefined}
        isSelected={props.isSelected}
        onChange={props.onChange}
        isDisabled={props.isDisabled}
        className={`group flex cursor-default gap-2 text-sm text-slate-800 data-[disabled]:opacity-50 ${props.descriptionInName ? 'items-start' : 'items-center'}`}
      >
        <span
          aria-hidden="true"
          className="flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white text-white group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-brand-600 group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="hidden h-3.5 w-3.5 group-data-[selected]:block"
            fill="none"
          >
            <path d="M3 8.5 6.5 12 13 4.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </span>
        {props.descriptionInName && props.description ? (
          <span>
            <span className="font-medium">{props.label}</span>
            <span className={`block ${descriptionClass}`}>{props.description}</span>
          </span>
        ) : (
          props.label
        )}
      </Checkbox>
      {describedBy && (
        <span id={descriptionId} className={`${descriptionClass} pl-7`}>
          {props.description}
        </span>
      )}
    </div>
  );
};

/** A checkbox bound to a boolean field of the form. */
export const FormCheckbox = (props: { name: string; label: string; description?: string }) => {
  const { control } = useFormContext();
  const { field } = useController({ name: props.name, control });
  return (
    <CheckboxField
      label={props.label}
      description={props.description}
      isSelected={field.value === true}
      onChange={(selected) => {
        field.onChange(selected);
        field.onBlur();
      }}
    />
  );
};

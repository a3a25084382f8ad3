import type { ReactNode } from 'react';
import {
  Button,
  Checkbox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  TextField,
} from 'react-aria-components';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 hover:border-slate-400 data-[invalid]:border-red-600';
export const labelClass = 'text-sm font-semibold text-slate-800';
export const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';
export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';
export const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50';

/** A form field's error message: the catalogue key the schema or the server gave it (§8). */
export const useFieldError = (name: string) => {
  const { t } = useTranslation();
  const { getFieldState, formState } = useFormContext();
  const message = getFieldState(name, formState).error?.message;
  return message ? t(`errors.${message}`) : undefined;
};

/** A one-line text field bound to the form; empty text is kept as ''. */
export const TextInputField = (props: {
  name: string;
  label: string;
  description?: string;
  type?: 'text' | 'url';
  maxLength?: number;
}) => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: props.name, control });
  const message = fieldState.error?.message;
  return (
    <TextField
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={Boolean(message)}
      validationBehavior="aria"
      type={props.type ?? 'text'}
      maxLength={props.maxLength}
      className="flex flex-col gap-1"
    >
      <Label className={labelClass}>{props.label}</Label>
      <Input ref={field.ref} className={inputClass} />
      {props.description && (
        <Text slot="description" className="text-xs text-slate-500">
          {props.description}
        </Text>
      )}
      <FieldError className="text-sm text-red-700">{message ? t(`errors.${message}`) : null}</FieldError>
    </TextField>
  );
};

export const CheckboxBox = () => (
  <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white text-white group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700 group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-brand-600">
    <svg aria-hidden="true" viewBox="0 0 16 16" className="hidden h-3.5 w-3.5 group-data-[selected]:block" fill="none">
      <path d="M3 8.5 6.5 12 13 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  </span>
);

/** A labelled checkbox; `onChange` lets a caller intercept a change (a confirmation first, §4.3). */
export const CheckboxControl = (props: {
  label: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  description?: string;
}) => (
  <Checkbox
    isSelected={props.isSelected}
    onChange={props.onChange}
    className="group flex cursor-pointer items-start gap-2 text-sm text-slate-800"
  >
    <CheckboxBox />
    <span>
      <span className="font-medium">{props.label}</span>
      {props.description && <span className="block text-xs text-slate-500">{props.description}</span>}
    </span>
  </Checkbox>
);

export type TSelectOption = { id: string; label: string };

/** A React Aria select: keyboard, type-ahead and a labelled listbox. */
export const SelectControl = (props: {
  label: string;
  options: readonly TSelectOption[];
  selectedKey: string | null;
  onChange: (key: string) => void;
  placeholder?: string;
  errorMessage?: string;
  children?: ReactNode;
}) => (
  <Select
    selectedKey={props.selectedKey}
    onSelectionChange={(key) => key !== null && props.onChange(String(key))}
    isInvalid={Boolean(props.errorMessage)}
    placeholder={props.placeholder}
    className="flex flex-col gap-1"
  >
    <Label className={labelClass}>{props.label}</Label>
    <Button className={`${inputClass} flex items-center justify-between gap-2 text-left`}>
      <SelectValue className="truncate data-[placeholder]:text-slate-500" />
      <span aria-hidden="true" className="text-slate-500">
        ▾
      </span>
    </Button>
    {props.errorMessage && (
      <Text slot="errorMessage" className="text-sm text-red-700">
        {props.errorMessage}
      </Text>
    )}
    <Popover className="min-w-(--trigger-width) overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
      <ListBox className="max-h-72 outline-none">
        {props.options.map((option) => (
          <ListBoxItem
            key={option.id}
            id={option.id}
            textValue={option.label}
            className="cursor-pointer rounded-md px-3 py-1.5 text-sm text-slate-800 outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold data-[selected]:text-brand-800"
          >
            {option.label}
          </ListBoxItem>
        ))}
      </ListBox>
    </Popover>
  </Select>
);

/** A section of a form with a heading, as the editor tabs group their fields. */
export const FormSection = (props: { title: string; children: ReactNode; actions?: ReactNode }) => (
  <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
    <div className="mb-4 flex items-center justify-between gap-3">
      <h2 className="text-base font-semibold text-slate-900">{props.title}</h2>
      {props.actions}
    </div>
    <div className="flex flex-col gap-5">{props.children}</div>
  </section>
);

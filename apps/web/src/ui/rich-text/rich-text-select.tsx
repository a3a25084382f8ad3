import type { Key } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { labelClass } from './rich-text-form-parts';
import { useAriaKeyShortcuts } from './rich-text-toolbar-tip';

/**
 * A labelled React Aria select of the editor (a code block's language, the text style): `hideLabel` keeps the label
 * for screen readers only, where the toolbar has no room for it. `placeholder` shows when no option is selected.
 */
export const EditorSelect = (props: {
  label: string;
  hideLabel?: boolean;
  options: readonly { id: string; label: string }[];
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  /** aria-keyshortcuts of the options' own shortcuts. */
  keyShortcuts?: string;
  className?: string;
}) => {
  const shortcutsRef = useAriaKeyShortcuts(props.keyShortcuts);
  return (
    <Select
      selectedKey={props.value}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) props.onChange(String(key));
      }}
      placeholder={props.placeholder}
      className={`flex flex-col gap-1 ${props.className ?? ''}`}
    >
      <Label className={props.hideLabel ? 'sr-only' : labelClass}>{props.label}</Label>
      <Button
        ref={shortcutsRef}
        className="flex min-w-32 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-2 py-1 text-left text-sm text-slate-800 hover:bg-slate-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600"
      >
        <SelectValue className="truncate data-[placeholder]:text-slate-500" />
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3 w-3 shrink-0" fill="currentColor">
          <path d="M5 7.5 10 12.5 15 7.5z" />
        </svg>
      </Button>
      <Popover className="max-h-72 min-w-[var(--trigger-width)] overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <ListBox className="outline-none">
          {props.options.map((option) => (
            <ListBoxItem
              key={option.id}
              id={option.id}
              textValue={option.label}
              className="cursor-default rounded-md px-3 py-1.5 text-sm text-slate-800 outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold data-[selected]:text-brand-800"
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
};

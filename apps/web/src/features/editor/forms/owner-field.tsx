import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  TextField,
} from 'react-aria-components';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../lib/use-debounced';
import { type TUserOption, useUserSearch } from '../api/search-users';
import { inputClass, labelClass } from './parts/styles';

const SEARCH_DELAY_MS = 250;

/** The owner (§3.4 ownerId): a combobox over the creator user search; shows the current owner by name. */
export const OwnerField = (props: { name: string; label: string; current: TUserOption | null }) => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: props.name, control });
  const [selected, setSelected] = useState<TUserOption | null>(props.current);
  const [input, setInput] = useState(props.current?.displayName ?? '');
  // The search follows the typing once it pauses, not on every key; the chosen owner's own name searches nothing.
  const query = useDebounced(input === selected?.displayName ? '' : input, SEARCH_DELAY_MS);
  const search = useUserSearch(query);
  const options = useMemo(() => {
    const found = search.data ?? [];
    return selected && !found.some((user) => user.id === selected.id) ? [selected, ...found] : found;
  }, [search.data, selected]);
  const message = fieldState.error?.message;

  // An owner other than the signed-in user is known by id only; once the search lists them, show their name.
  const listed = search.data?.find((user) => user.id === selected?.id);
  useEffect(() => {
    if (!listed || !selected || listed.displayName === selected.displayName) return;
    if (input === selected.displayName) setInput(listed.displayName);
    setSelected(listed);
  }, [listed, selected, input]);

  return (
    <ComboBox
      items={options}
      selectedKey={(field.value as string | null | undefined) ?? null}
      onSelectionChange={(key) => {
        const user = options.find((option) => option.id === key) ?? null;
        if (!user) return;
        setSelected(user);
        setInput(user.displayName);
        field.onChange(user.id);
      }}
      inputValue={input}
      onInputChange={setInput}
      onBlur={field.onBlur}
      isInvalid={Boolean(message)}
      validationBehavior="aria"
      menuTrigger="input"
      allowsEmptyCollection
      className="flex flex-col gap-1"
    >
      <Label className={labelClass}>{props.label}</Label>
      <div className="flex">
        <Input ref={field.ref} className={`${inputClass} rounded-r-none`} />
        <Button
          aria-label={t('editor.general.showOwners')}
          className="rounded-r-lg border border-l-0 border-slate-300 bg-white px-3 text-slate-500 hover:bg-slate-100"
        >
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Text slot="description" className="text-xs text-slate-500">
        {t('editor.general.ownerHelp')}
      </Text>
      <FieldError className="text-sm text-red-700">{message ? t(`errors.${message}`) : null}</FieldError>
      <Popover className="min-w-(--trigger-width) overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <ListBox<TUserOption>
          className="max-h-72 outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-sm text-slate-500">
              {search.isFetching ? t('common.loading') : t('editor.general.noOwners')}
            </p>
          )}
        >
          {(user) => (
            <ListBoxItem
              id={user.id}
              textValue={user.displayName}
              className="cursor-pointer rounded-md px-3 py-1.5 text-sm outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold"
            >
              <span className="block text-slate-900">{user.displayName}</span>
              <span className="block text-xs text-slate-500">{user.email}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
};

/**
 * The owner as read-only text, for creators who may not search users (the user search is for editors and admins,
 * §6): the form keeps the owner it was loaded with.
 */
export const OwnerText = (props: { label: string; current: TUserOption | null }) => (
  <TextField isReadOnly value={props.current?.displayName ?? ''} className="flex flex-col gap-1">
    <Label className={labelClass}>{props.label}</Label>
    <Input className={inputClass} />
  </TextField>
);

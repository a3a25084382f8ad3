import { useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { buttonClass, dangerIconButtonClass, errorClass, inputClass, labelClass } from './styles';

/** A list of typed ids (store packages): Enter or Add adds one, Escape clears the input, a repeated id is ignored. */
export const IdListField = (props: {
  label: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
  max?: number;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const full = props.max !== undefined && props.value.length >= props.max;
  const add = () => {
    const id = draft.trim();
    if (!id || full) return;
    if (!props.value.includes(id)) props.onChange([...props.value, id]);
    setDraft('');
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <TextField
          value={draft}
          onChange={setDraft}
          isDisabled={full}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            } else if (event.key === 'Escape') setDraft('');
          }}
          className="flex flex-1 flex-col gap-1"
        >
          <Label className={labelClass}>{props.label}</Label>
          <Input className={inputClass} />
        </TextField>
        <Button onPress={add} isDisabled={!draft.trim() || full} className={buttonClass}>
          {t('editorForms.common.add')}
        </Button>
      </div>
      {props.value.length > 0 && (
        <ul aria-label={props.label} className="flex flex-wrap gap-2">
          {props.value.map((id) => (
            <li
              key={id}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-3 pr-1 text-sm text-slate-800"
            >
              {id}
              <Button
                aria-label={t('editorForms.list.remove', { item: id })}
                onPress={() => props.onChange(props.value.filter((entry) => entry !== id))}
                className={`${dangerIconButtonClass} h-6 min-w-6 rounded-full`}
              >
                <span aria-hidden="true">✕</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {props.error && <p className={errorClass}>{props.error}</p>}
    </div>
  );
};

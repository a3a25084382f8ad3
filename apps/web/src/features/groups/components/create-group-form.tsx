import { groupUrl } from '@questline/domain/rules/groups';
import { GROUP_NAME_MAX } from '@questline/domain/schemas/groups';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createGroup, useGroupWrite } from '../api/group-writes';
import { errorTextClass, inputClass, labelClass, primaryButtonClass } from './styles';
import { useErrorText } from './use-answer-toast';

/** Creates a group (names unique whatever their case: group_name_duplicate) and opens it. */
export const CreateGroupForm = () => {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const create = useGroupWrite(createGroup);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: ({ group }) => void navigate({ href: groupUrl(group.id) }),
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className={labelClass}>
        {t('groups.create.name')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          value={name}
          maxLength={GROUP_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={create.isError}
          aria-describedby={create.isError ? `${id}-error` : undefined}
          className={inputClass}
        />
        <button type="submit" className={primaryButtonClass} disabled={create.isPending}>
          {t('groups.create.submit')}
        </button>
      </div>
      {create.isError && (
        <p id={`${id}-error`} role="alert" className={errorTextClass}>
          {errorText(create.error)}
        </p>
      )}
    </form>
  );
};

import { POST_TEXT_MAX } from '@questline/domain/schemas/groups';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPost, useGroupWrite } from '../api/group-writes';
import { errorTextClass, inputClass, labelClass, primaryButtonClass } from './styles';
import { useErrorText } from './use-answer-toast';

/**
 * Writes a post (plain text). The server refuses an empty one (post_can_not_be_empty), a blocked user
 * (you_are_blocked) and a second post within POST_THROTTLE_SECONDS (post_ThrottlingError); the message shows under
 * the field.
 */
export const PostComposer = ({ groupId }: { groupId: number }) => {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const post = useGroupWrite((body: string) => createPost(groupId, body));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    post.mutate(text, { onSuccess: () => setText('') });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className={labelClass}>
        {t('groups.composer.label')}
      </label>
      <textarea
        id={id}
        rows={3}
        value={text}
        maxLength={POST_TEXT_MAX}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={post.isError}
        aria-describedby={post.isError ? `${id}-error` : undefined}
        className={inputClass}
      />
      {post.isError && (
        <p id={`${id}-error`} role="alert" className={errorTextClass}>
          {errorText(post.error)}
        </p>
      )}
      <div>
        <button type="submit" className={primaryButtonClass} disabled={post.isPending}>
          {t('groups.composer.submit')}
        </button>
      </div>
    </form>
  );
};

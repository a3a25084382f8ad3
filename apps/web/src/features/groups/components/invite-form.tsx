import { splitEmailList } from '@questline/domain/rules/groups';
import type { TGroupDetail } from '@questline/domain/schemas/groups';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { inviteToGroup, useGroupWrite } from '../api/group-writes';
import { errorTextClass, inputClass, labelClass, primaryButtonClass, sectionTitleClass } from './styles';
import { useAnswerToast, useErrorText } from './use-answer-toast';

/** Which address a field error names (`emails.2`), so the message can say which one is malformed. */
const addressOf = (error: unknown, emails: readonly string[]) => {
  const path = error instanceof ApiError ? error.detail.fields?.[0]?.path : undefined;
  const index = path?.startsWith('emails.') ? Number(path.slice('emails.'.length)) : Number.NaN;
  return Number.isInteger(index) ? emails[index] : undefined;
};

/**
 * Invites people by e-mail (§8 not_valid_email, should_select_user). Nothing is mailed: an invitee finds the
 * invitation on /groups once signed in with that address, or once they register with it.
 */
export const InviteForm = ({ group }: { group: TGroupDetail }) => {
  const { t } = useTranslation();
  const id = useId();
  const answer = useAnswerToast();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  const invite = useGroupWrite((emails: string[]) => inviteToGroup(group.id, { emails }));
  const emails = splitEmailList(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(emails, {
      onSuccess: (result) => {
        answer.success(result.message);
        setSent(result.invited);
        setText('');
      },
    });
  };
  const badAddress = invite.isError ? addressOf(invite.error, emails) : undefined;
  return (
    <section aria-labelledby="group-invite">
      <h2 id="group-invite" className={sectionTitleClass}>
        {t('groups.invite.title')}
      </h2>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-2" noValidate>
        <label htmlFor={id} className={labelClass}>
          {t('groups.invite.emails')}
        </label>
        <textarea
          id={id}
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={invite.isError}
          aria-describedby={`${id}-hint${invite.isError ? ` ${id}-error` : ''}`}
          className={inputClass}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('groups.invite.hint')}
        </p>
        {invite.isError && (
          <p id={`${id}-error`} role="alert" className={errorTextClass}>
            {errorText(invite.error)}
            {badAddress && <> ({badAddress})</>}
          </p>
        )}
        <button type="submit" className={primaryButtonClass} disabled={invite.isPending}>
          {t('groups.invite.submit')}
        </button>
        {sent.length > 0 && (
          <p role="status" className="text-xs text-slate-700">
            {t('groups.invite.sent', { emails: sent.join(', ') })}
          </p>
        )}
      </form>
      {group.pendingInvitations.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-800">{t('groups.invite.pending')}</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-700">
            {group.pendingInvitations.map((invitation) => (
              <li key={invitation.id} className="truncate">
                {invitation.email}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
};

import { MEMBERSHIPS, type TMembership } from '@questline/domain/roles';
import type { TMemberUser } from '@questline/domain/schemas/site';
import { type FormEvent, useId, useState } from 'react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { findMember, setMembership } from '../../../api/memberships';
import { failureKeyOf } from '../../../lib/error-key';
import { Spinner } from '../../../ui/confirm-dialog';
import { switchClass, switchThumbClass, switchTrackClass } from '../../../ui/switch-styles';
import { useToast } from '../../../ui/toast';
import { sectionClass, sectionTitleClass } from './styles';

const MembershipSwitches = ({ user, onChange }: { user: TMemberUser; onChange: (user: TMemberUser) => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const [pending, setPending] = useState<TMembership | null>(null);
  const toggle = async (membership: TMembership, granted: boolean) => {
    setPending(membership);
    try {
      onChange(await setMembership({ userId: user.id, membership, granted }));
      toast(t(granted ? 'siteAdmin.members.granted' : 'siteAdmin.members.revoked', { name: user.name }));
    } catch (error) {
      toast({ message: failureKeyOf(error) });
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="mt-4 flex flex-col gap-3">
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{user.name}</span> · {user.email}
      </p>
      {MEMBERSHIPS.map((membership) => (
        <Switch
          key={membership}
          isSelected={user.memberships.includes(membership)}
          isDisabled={pending !== null}
          onChange={(granted) => void toggle(membership, granted)}
          className={switchClass}
        >
          <span>
            <span className="block text-sm font-semibold text-slate-900">
              {t(`siteAdmin.members.names.${membership}`)}
            </span>
            <span className="block text-sm text-slate-600">{t(`siteAdmin.members.descriptions.${membership}`)}</span>
          </span>
          <span className={switchTrackClass}>
            <span className={switchThumbClass} />
          </span>
        </Switch>
      ))}
    </div>
  );
};

/** Premium and the other memberships (§6), granted or revoked by admins: find a user by e-mail, flip a switch. */
export const MembershipsSection = () => {
  const { t } = useTranslation();
  const ids = { email: useId(), error: useId() };
  const [user, setUser] = useState<TMemberUser | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setSearching(true);
    setError(null);
    try {
      setUser(await findMember(email));
    } catch (failure) {
      setUser(null);
      const key = failureKeyOf(failure);
      setError(key === 'not_found' ? t('siteAdmin.members.notFound') : t(`errors.${key}`));
    } finally {
      setSearching(false);
    }
  };

  return (
    <section aria-labelledby="site-admin-members" className={sectionClass}>
      <h2 id="site-admin-members" className={sectionTitleClass}>
        {t('siteAdmin.members.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('siteAdmin.members.intro')}</p>
      <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={onSubmit}>
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <label htmlFor={ids.email} className="text-sm font-semibold text-slate-800">
            {t('siteAdmin.members.email')}
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            required
            autoComplete="off"
            aria-describedby={error ? ids.error : undefined}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 hover:border-slate-400 focus:border-brand-600"
          />
        </div>
        <button
          type="submit"
          disabled={searching}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
        >
          {searching && <Spinner />}
          {t('siteAdmin.members.find')}
        </button>
      </form>
      {error && (
        <p id={ids.error} role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {user && <MembershipSwitches user={user} onChange={setUser} />}
    </section>
  );
};

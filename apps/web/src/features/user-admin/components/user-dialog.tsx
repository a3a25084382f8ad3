import { isSuperAdmin, MEMBERSHIPS, type TMembership, type TRole } from '@questline/domain/roles';
import type { TAdminUser } from '@questline/domain/schemas/admin-users';
import type { TMe } from '@questline/domain/schemas/session';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay, Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { setMembership } from '../../../api/memberships';
import { failureKeyOf } from '../../../lib/error-key';
import { CloseButton } from '../../../ui/close-button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { switchClass, switchThumbClass, switchTrackClass } from '../../../ui/switch-styles';
import { useToast } from '../../../ui/toast';
import { useSendPasswordReset, useUserAction } from '../api/admin-users';
import { buttonClass, dangerButtonClass, formatWhen } from './parts';
import { RoleEditor } from './role-editor';

const sectionClass = 'flex flex-col gap-3 border-t border-slate-200 px-5 py-4';
const sectionTitleClass = 'text-base font-semibold text-slate-900';

type TConfirm = 'disable' | 'enable' | 'reset' | null;

/** Memberships (§6), each granted or revoked at once by the memberships route the site settings use too. */
const Memberships = (props: { user: TAdminUser; onChange: (memberships: TMembership[]) => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<TMembership | null>(null);
  const toggle = async (membership: TMembership, granted: boolean) => {
    setPending(membership);
    try {
      const member = await setMembership({ userId: props.user.id, membership, granted });
      props.onChange(member.memberships);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast(t(granted ? 'siteAdmin.members.granted' : 'siteAdmin.members.revoked', { name: props.user.name }));
    } catch (error) {
      toast({ message: failureKeyOf(error) });
    } finally {
      setPending(null);
    }
  };
  return (
    <section aria-labelledby="user-admin-memberships" className={sectionClass}>
      <h3 id="user-admin-memberships" className={sectionTitleClass}>
        {t('siteAdmin.members.title')}
      </h3>
      {MEMBERSHIPS.map((membership) => (
        <Switch
          key={membership}
          isSelected={props.user.memberships.includes(membership)}
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
    </section>
  );
};

/**
 * One user's administration (§6): roles, memberships, disabling or enabling the account and sending a password reset
 * link, each confirmed where it reaches the user and reported by a toast. Disabling is not offered on one's own
 * account, nor on an admin's to anyone but super admins (the server refuses both too).
 */
export const UserDialog = (props: { me: TMe; user: TAdminUser; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const [user, setUser] = useState(props.user);
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const action = useUserAction();
  const reset = useSendPasswordReset();
  const self = user.id === props.me.id;
  const adminAccount = user.roles.some((role) => role === 'admin' || role === 'superAdmin');
  const mayChangeAccount = !adminAccount || isSuperAdmin(props.me);
  const busy = action.isPending || reset.isPending;

  const saveRoles = (roles: TRole[]) =>
    action.mutate(
      { kind: 'roles', userId: user.id, roles },
      {
        onSuccess: (saved) => {
          setUser(saved);
          toast(t('siteAdmin.userAdmin.dialog.rolesSaved', { name: user.name }));
        },
        onError: (error) => toast({ message: failureKeyOf(error) }),
      },
    );
  const changeAccount = (kind: 'disable' | 'enable') =>
    action.mutate(
      { kind, userId: user.id },
      {
        onSuccess: (saved) => {
          setUser(saved);
          setConfirm(null);
          toast(
            t(`siteAdmin.userAdmin.dialog.${kind === 'disable' ? 'disabledToast' : 'enabledToast'}`, {
              name: user.name,
            }),
          );
        },
        onError: (error) => {
          setConfirm(null);
          toast({ message: failureKeyOf(error) });
        },
      },
    );
  const sendReset = () =>
    reset.mutate(user.id, {
      onSuccess: ({ email }) => {
        setConfirm(null);
        toast(t('siteAdmin.userAdmin.dialog.resetSent', { email }));
      },
      onError: (error) => {
        setConfirm(null);
        toast({ message: failureKeyOf(error) });
      },
    });

  return (
    <ModalOverlay
      isOpen
      isDismissable={!busy}
      onOpenChange={(open) => !open && props.onClose()}
      className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-slate-950/70 p-4 sm:items-center"
    >
      <Modal className="w-full max-w-2xl rounded-2xl bg-white text-slate-900 shadow-2xl">
        <Dialog className="max-h-[calc(100vh-2rem)] overflow-y-auto outline-none">
          <div className="flex items-start justify-between gap-4 px-5 py-4">
            <div className="min-w-0">
              <Heading slot="title" className="text-lg font-semibold">
                {t('siteAdmin.userAdmin.dialog.title', { name: user.name })}
              </Heading>
              <p className="truncate text-sm text-slate-600">{user.email}</p>
            </div>
            <CloseButton label={t('common.close')} onPress={props.onClose} />
          </div>
          <section aria-label={t('siteAdmin.userAdmin.dialog.rolesTitle')} className={sectionClass}>
            <RoleEditor
              key={user.roles.join()}
              me={props.me}
              roles={user.roles}
              saving={action.isPending && action.variables?.kind === 'roles'}
              onSave={saveRoles}
            />
          </section>
          <Memberships user={user} onChange={(memberships) => setUser({ ...user, memberships })} />
          <section aria-labelledby="user-admin-account" className={sectionClass}>
            <h3 id="user-admin-account" className={sectionTitleClass}>
              {t('siteAdmin.userAdmin.dialog.accountTitle')}
            </h3>
            <p role="status" className="text-sm text-slate-700">
              {user.disabled
                ? t('siteAdmin.userAdmin.dialog.disabledSince', { date: formatWhen(user.disabledAt, '') })
                : t('siteAdmin.userAdmin.dialog.activeAccount')}
            </p>
            {self && <p className="text-sm text-slate-600">{t('errors.admin_cannot_disable_self')}</p>}
            {!mayChangeAccount && (
              <p className="text-sm text-slate-600">{t('siteAdmin.userAdmin.dialog.siteAdminOnly')}</p>
            )}
            <div className="flex flex-wrap gap-2">
              {user.disabled ? (
                <Button
                  isDisabled={!mayChangeAccount || busy}
                  onPress={() => setConfirm('enable')}
                  className={buttonClass}
                >
                  {t('siteAdmin.userAdmin.dialog.enable')}
                </Button>
              ) : (
                <Button
                  isDisabled={self || !mayChangeAccount || busy}
                  onPress={() => setConfirm('disable')}
                  className={dangerButtonClass}
                >
                  {t('siteAdmin.userAdmin.dialog.disable')}
                </Button>
              )}
              <Button isDisabled={busy} onPress={() => setConfirm('reset')} className={buttonClass}>
                {t('siteAdmin.userAdmin.dialog.sendReset')}
              </Button>
            </div>
          </section>
          <ConfirmDialog
            isOpen={confirm === 'disable' || confirm === 'enable'}
            theme="default"
            title={t(
              `siteAdmin.userAdmin.dialog.${confirm === 'enable' ? 'confirmEnableTitle' : 'confirmDisableTitle'}`,
              {
                name: user.name,
              },
            )}
            message={t(
              `siteAdmin.userAdmin.dialog.${confirm === 'enable' ? 'confirmEnableBody' : 'confirmDisableBody'}`,
            )}
            confirmLabel={t(`siteAdmin.userAdmin.dialog.${confirm === 'enable' ? 'enable' : 'disable'}`)}
            loading={action.isPending}
            onConfirm={() => changeAccount(confirm === 'enable' ? 'enable' : 'disable')}
            onCancel={() => setConfirm(null)}
          />
          <ConfirmDialog
            isOpen={confirm === 'reset'}
            theme="default"
            title={t('siteAdmin.userAdmin.dialog.confirmResetTitle', { name: user.name })}
            message={t('siteAdmin.userAdmin.dialog.confirmResetBody', { email: user.email })}
            confirmLabel={t('siteAdmin.userAdmin.dialog.sendReset')}
            loading={reset.isPending}
            onConfirm={sendReset}
            onCancel={() => setConfirm(null)}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};

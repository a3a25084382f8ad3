import { isSuperAdmin, ROLE_LANGUAGES, type TRole } from '@questline/domain/roles';
import type { TMe } from '@questline/domain/schemas/session';
import { useId, useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Label, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/confirm-dialog';
import { labelClass, languageName, primaryButtonClass, roleLabel } from './parts';

/** Roles only super admins grant or take; their holders' accounts are super admins' alone (server: admin-users.policy). */
const SITE_ADMIN_ROLES: readonly TRole[] = ['superAdmin', 'admin'];
const SINGLE_ROLES: readonly TRole[] = ['superAdmin', 'admin', 'learnCreator', 'learnModerator'];
const LANGUAGE_GROUPS = ['learnAdmin', 'learnEditor'] as const;

const checkboxClass =
  'group flex cursor-default items-center gap-2 text-sm text-slate-800 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';
const boxClass =
  'flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white text-white group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-brand-600 group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700';

const CheckMark = () => (
  <span aria-hidden="true" className={boxClass}>
    <svg aria-hidden="true" viewBox="0 0 16 16" className="hidden h-3.5 w-3.5 group-data-[selected]:block" fill="none">
      <path d="M3 8.5 6.5 12 13 4.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  </span>
);

const RoleCheckbox = (props: { value: TRole; label: string; ariaLabel?: string; isDisabled?: boolean }) => (
  <Checkbox value={props.value} aria-label={props.ariaLabel} isDisabled={props.isDisabled} className={checkboxClass}>
    <CheckMark />
    {props.label}
  </Checkbox>
);

/**
 * Every role of §6, the language variants of learn admin and learn editor included, saved together. The admin and
 * super admin roles are for super admins to change; an admin's roles are for super admins alone.
 */
export const RoleEditor = (props: {
  me: TMe;
  roles: readonly TRole[];
  saving: boolean;
  onSave: (roles: TRole[]) => void;
}) => {
  const { t } = useTranslation();
  const descriptionId = useId();
  const [selected, setSelected] = useState<TRole[]>([...props.roles]);
  const superAdmin = isSuperAdmin(props.me);
  const locked = !superAdmin && props.roles.some((role) => SITE_ADMIN_ROLES.includes(role));
  const changed = [...selected].sort().join() !== [...props.roles].sort().join();
  return (
    <div className="flex flex-col gap-4">
      <CheckboxGroup
        value={selected}
        onChange={(value) => setSelected(value as TRole[])}
        isDisabled={locked || props.saving}
        aria-describedby={descriptionId}
        className="flex flex-col gap-4"
      >
        <Label className={labelClass}>{t('siteAdmin.userAdmin.dialog.rolesTitle')}</Label>
        <Text id={descriptionId} slot="description" className="text-xs text-slate-600">
          {superAdmin ? t('siteAdmin.userAdmin.dialog.rolesIntro') : t('siteAdmin.userAdmin.dialog.siteAdminOnly')}
        </Text>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {SINGLE_ROLES.map((role) => (
            <RoleCheckbox
              key={role}
              value={role}
              label={roleLabel(t, role)}
              isDisabled={SITE_ADMIN_ROLES.includes(role) && !superAdmin}
            />
          ))}
        </div>
        {LANGUAGE_GROUPS.map((group) => (
          <fieldset key={group} className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-800">{roleLabel(t, group)}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              <RoleCheckbox
                value={group}
                label={t('siteAdmin.userAdmin.dialog.allLanguages')}
                ariaLabel={t('siteAdmin.userAdmin.roles.variant', {
                  role: roleLabel(t, group),
                  language: t('siteAdmin.userAdmin.dialog.allLanguages'),
                })}
              />
              {ROLE_LANGUAGES.map((language) => {
                const role = `${group}_${language}` as TRole;
                return (
                  <RoleCheckbox key={role} value={role} label={languageName(language)} ariaLabel={roleLabel(t, role)} />
                );
              })}
            </div>
          </fieldset>
        ))}
      </CheckboxGroup>
      <div>
        <Button
          isDisabled={locked || !changed}
          isPending={props.saving}
          onPress={() => props.onSave(selected)}
          className={primaryButtonClass}
        >
          {props.saving && <Spinner />}
          {t('siteAdmin.userAdmin.dialog.saveRoles')}
        </Button>
      </div>
    </div>
  );
};

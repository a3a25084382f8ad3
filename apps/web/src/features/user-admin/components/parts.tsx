import { localeTag } from '@questline/domain/constants';
import type { TMe } from '@questline/domain/schemas/session';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { useSignedInMe } from '../../../lib/access';
import { usePageTitle } from '../../../ui/use-page-title';

export const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand-600';
export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand-600';
export const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand-600';
export const labelClass = 'text-sm font-semibold text-slate-800';
export const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none hover:border-slate-400 focus:border-brand-600';
export const tableClass = 'w-full min-w-[48rem] border-collapse text-left text-sm';
export const headerCellClass = 'border-b border-slate-200 px-3 py-2 text-xs font-semibold uppercase text-slate-600';
export const cellClass = 'border-b border-slate-100 px-3 py-3 align-top text-slate-800';

/** A role variant's language (`JA`) by its name in the page's language ("Japanese"). */
export const languageName = (language: string) =>
  new Intl.DisplayNames([localeTag(currentLocale())], { type: 'language' }).of(language.toLowerCase()) ?? language;

/** A role's name: a base group, or a language variant ("Learn editor (Japanese)"). */
export const roleLabel = (t: TFunction, role: string) => {
  const [group, language] = role.split('_');
  const name = t(`siteAdmin.userAdmin.roles.${group}`);
  return language ? t('siteAdmin.userAdmin.roles.variant', { role: name, language: languageName(language) }) : name;
};

/** A date and time in the page's language, or `fallback` for none. */
export const formatWhen = (iso: string | null, fallback: string) =>
  iso ? new Date(iso).toLocaleString(localeTag(currentLocale())) : fallback;

/** Users and the audit trail, one page each, linked to each other. */
const AdminNav = () => {
  const { t } = useTranslation();
  const linkClass =
    'rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600';
  return (
    <nav aria-label={t('siteAdmin.userAdmin.nav.label')} className="mt-4 flex gap-2 border-b border-slate-200 pb-3">
      <Link to="/admin/users" className={linkClass}>
        {t('siteAdmin.userAdmin.nav.users')}
      </Link>
      <Link to="/admin/audit" className={linkClass}>
        {t('siteAdmin.userAdmin.nav.audit')}
      </Link>
    </nav>
  );
};

/**
 * A user administration page (§6: admins and super admins; its route's gate turns others away): the page's heading,
 * its introduction, the navigation between the pages, and `children` with the admin.
 */
export const AdminPage = (props: { title: string; intro: string; children: (me: TMe) => ReactNode }) => {
  const me = useSignedInMe();
  usePageTitle(props.title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{props.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{props.intro}</p>
      <AdminNav />
      <div className="mt-6">{props.children(me)}</div>
    </div>
  );
};

/** Previous and next page, and where the reader is. */
export const Pager = (props: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) => {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={t('siteAdmin.userAdmin.pager.label')} className="mt-4 flex items-center justify-end gap-3">
      <Button isDisabled={props.page <= 1} onPress={() => props.onPage(props.page - 1)} className={buttonClass}>
        {t('siteAdmin.userAdmin.pager.previous')}
      </Button>
      <span className="text-sm text-slate-700">
        {t('siteAdmin.userAdmin.pager.status', { page: props.page, pages })}
      </span>
      <Button isDisabled={props.page >= pages} onPress={() => props.onPage(props.page + 1)} className={buttonClass}>
        {t('siteAdmin.userAdmin.pager.next')}
      </Button>
    </nav>
  );
};

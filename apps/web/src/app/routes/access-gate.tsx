import { FEATURE_FLAGS } from '@questline/domain/constants';
import { isAdmin, learnAdminEditorAll, learnCreatorAll, learnModeratorAll } from '@questline/domain/roles';
import { mayUseCreatorTools, mayUseLearnAdminTools } from '@questline/domain/rules/authoring-rights';
import type { TMe } from '@questline/domain/schemas/session';
import type { QueryClient } from '@tanstack/react-query';
import { type ErrorComponentProps, useMatch, useParams } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { meQueryOptions } from '../../api/session';
import { siteSettingsQueryOptions } from '../../api/site-settings';
import { NoAccessNotice, SignInNotice } from '../../features/editor/components/editor-notice';
import { SignInPrompt } from '../../features/groups/components/sign-in-prompt';
import { LearnMore } from '../../features/portals/components/learn-more';
import { hasEdlabAccess, hasPartnersAccess } from '../../features/portals/portal-access';
import { loadAuthoringCatalogue, loadPagesCatalogue } from '../../i18n/i18n';
import { AccessDenied, type TDenial } from '../../lib/access';
import { useLogin } from '../../lib/use-login';
import { PageNotice } from '../../ui/authoring-page-parts';
import { usePageTitle } from '../../ui/use-page-title';

/** What an authoring or admin page says in its place: sign in first, or no access (§6). */
type TNoticeTexts = {
  signIn: { title: string; body: string; action: string };
  noAccess: { title: string; body: string };
};

/** The notice of a gate, as the page showed it before the gate moved to its route. */
type TNotice =
  | { kind: 'authoring'; texts: TNoticeTexts }
  | { kind: 'editor' }
  | { kind: 'groups'; withHeading: boolean }
  | { kind: 'portal'; program: 'edlab' | 'partners' };

type TGateSpec = {
  /** Who may use the page once signed in; every signed-in user when absent. */
  allow?: (me: TMe, queryClient: QueryClient, params: Record<string, string>) => boolean | Promise<boolean>;
  /** The texts of the page's notice: the page's own catalogue, which its loader would have loaded. */
  texts: () => Promise<unknown>;
  /** The document title while the notice shows, as the page sets it. */
  title?: (t: TFunction, params: Record<string, string>) => string;
  notice: TNotice;
};

/** An authoring or admin page: its title, who may use it, and its notice's texts. */
const authoring = (titleKey: string, allow: (me: TMe) => boolean, texts: TNoticeTexts): TGateSpec => ({
  allow,
  texts: loadAuthoringCatalogue,
  title: (t) => t(titleKey),
  notice: { kind: 'authoring', texts },
});

const USER_ADMIN_TEXTS: TNoticeTexts = {
  signIn: {
    title: 'siteAdmin.userAdmin.signInTitle',
    body: 'siteAdmin.userAdmin.signInBody',
    action: 'dashboard.signIn',
  },
  noAccess: { title: 'siteAdmin.noAccessTitle', body: 'siteAdmin.userAdmin.noAccessBody' },
};

/** A portal opens for its members (§2.5); everyone else reads what the programme is, and may sign in. */
const portal = (program: 'edlab' | 'partners', allow: TGateSpec['allow']): TGateSpec => ({
  allow,
  texts: loadPagesCatalogue,
  title: (t) => t(`portalPages.${program}.title`),
  notice: { kind: 'portal', program },
});

/**
 * Every page for signed-in users, by the name router.tsx gives its gate: who may use it, and what the others see in
 * its place. The server checks every call again (§6); the gate spares visitors a page that could only fail.
 */
const GATES = {
  create: {
    allow: mayUseCreatorTools,
    texts: loadAuthoringCatalogue,
    title: (t, params) => t('editor.create.title', { type: t(`types.${params.type}`) }),
    notice: { kind: 'editor' },
  },
  edit: {
    // A project's contributors may hold no authoring role (decision 0074): for a project, the server's read decides.
    allow: (me, _queryClient, params) => mayUseCreatorTools(me) || params.type === 'project',
    texts: loadAuthoringCatalogue,
    notice: { kind: 'editor' },
  },
  dashboard: authoring('dashboard.title', mayUseCreatorTools, {
    signIn: { title: 'dashboard.signInTitle', body: 'dashboard.signInBody', action: 'dashboard.signIn' },
    noAccess: { title: 'dashboard.noAccessTitle', body: 'dashboard.noAccessBody' },
  }),
  architecture: authoring('dashboard.architecture.title', mayUseLearnAdminTools, {
    signIn: {
      title: 'dashboard.architecture.signInTitle',
      body: 'dashboard.architecture.signInBody',
      action: 'dashboard.signIn',
    },
    noAccess: { title: 'dashboard.architecture.noAccessTitle', body: 'dashboard.architecture.noAccessBody' },
  }),
  featured: authoring('dashboard.featured.title', (me) => learnAdminEditorAll(me) || isAdmin(me), {
    signIn: {
      title: 'dashboard.featured.signInTitle',
      body: 'dashboard.featured.signInBody',
      action: 'dashboard.signIn',
    },
    noAccess: { title: 'dashboard.featured.noAccessTitle', body: 'dashboard.featured.noAccessBody' },
  }),
  // Staff of §7.5 (learn creators, editors, admins, moderators) may search with admin=true.
  adminSearch: authoring(
    'dashboard.search.title',
    (me) => learnCreatorAll(me) || learnModeratorAll(me) || isAdmin(me),
    {
      signIn: {
        title: 'dashboard.search.signInTitle',
        body: 'dashboard.search.signInBody',
        action: 'dashboard.signIn',
      },
      noAccess: { title: 'dashboard.search.noAccessTitle', body: 'dashboard.search.noAccessBody' },
    },
  ),
  moderation: authoring('moderation.title', learnModeratorAll, {
    signIn: { title: 'moderation.signInTitle', body: 'moderation.signInBody', action: 'dashboard.signIn' },
    noAccess: { title: 'moderation.noAccessTitle', body: 'moderation.noAccessBody' },
  }),
  siteAdmin: authoring('siteAdmin.title', isAdmin, {
    signIn: { title: 'siteAdmin.signInTitle', body: 'siteAdmin.signInBody', action: 'dashboard.signIn' },
    noAccess: { title: 'siteAdmin.noAccessTitle', body: 'siteAdmin.noAccessBody' },
  }),
  users: authoring('siteAdmin.userAdmin.users.title', isAdmin, USER_ADMIN_TEXTS),
  audit: authoring('siteAdmin.userAdmin.audit.title', isAdmin, USER_ADMIN_TEXTS),
  groups: { texts: loadPagesCatalogue, title: (t) => t('groups.title'), notice: { kind: 'groups', withHeading: true } },
  group: { texts: loadPagesCatalogue, title: (t) => t('groups.title'), notice: { kind: 'groups', withHeading: false } },
  edlab: portal('edlab', async (me, queryClient) => {
    const settings = await queryClient.ensureQueryData(siteSettingsQueryOptions()).catch(() => null);
    return hasEdlabAccess(me, settings?.featureFlags ?? FEATURE_FLAGS);
  }),
  partners: portal('partners', hasPartnersAccess),
} satisfies Record<string, TGateSpec>;

export type TGate = keyof typeof GATES;

/**
 * The gate of a route (its beforeLoad): lets the page load for a visitor it is for, and turns anyone else away with an
 * AccessDenied that the route's error component shows. It reads the session query the header already runs.
 */
export const requireAccess = async (queryClient: QueryClient, gate: TGate, params: Record<string, string> = {}) => {
  const spec: TGateSpec = GATES[gate];
  const me = await queryClient.ensureQueryData(meQueryOptions()).catch(() => null);
  const denial = !me ? 'signIn' : spec.allow && !(await spec.allow(me, queryClient, params)) ? 'noAccess' : null;
  if (!denial) return;
  // The route's loader, which loads the page's texts, does not run for a visitor turned away.
  await spec.texts();
  throw new AccessDenied(denial);
};

const AuthoringNotice = ({ texts, denial }: { texts: TNoticeTexts; denial: TDenial }) => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  if (denial === 'noAccess') return <PageNotice title={t(texts.noAccess.title)} body={t(texts.noAccess.body)} />;
  return (
    <PageNotice
      title={t(texts.signIn.title)}
      body={t(texts.signIn.body)}
      action={{ label: t(texts.signIn.action), onPress: () => openLogin() }}
    />
  );
};

const GateNotice = ({ notice, denial }: { notice: TNotice; denial: TDenial }) => {
  switch (notice.kind) {
    case 'authoring':
      return <AuthoringNotice texts={notice.texts} denial={denial} />;
    case 'editor':
      return denial === 'signIn' ? <SignInNotice /> : <NoAccessNotice />;
    case 'groups':
      return <SignInPrompt withHeading={notice.withHeading} />;
    case 'portal':
      return <LearnMore program={notice.program} signedIn={denial === 'noAccess'} />;
  }
};

const PageTitle = ({ title }: { title: string }): ReactNode => {
  usePageTitle(title);
  return null;
};

/** A gated route's error component: the page's notice for a visitor turned away (AccessDenied), else the route's own. */
export const AccessNotice = (props: ErrorComponentProps) => {
  const { t } = useTranslation();
  const params = useParams({ strict: false }) as Record<string, string>;
  const { gate, errorFallback: Fallback } = useMatch({ strict: false, select: (match) => match.staticData });
  const spec: TGateSpec | undefined = gate && GATES[gate];
  if (!spec || !(props.error instanceof AccessDenied)) {
    // The route's other errors: its own error component, or the app's boundary, as before the gate.
    if (Fallback) return <Fallback {...props} />;
    throw props.error;
  }
  return (
    <>
      {spec.title && <PageTitle title={spec.title(t, params)} />}
      <GateNotice notice={spec.notice} denial={props.error.denial} />
    </>
  );
};

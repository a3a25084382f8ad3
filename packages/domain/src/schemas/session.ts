import { z } from 'zod';
import { LOCALES, REGIONS, THEMES } from '../constants';
import { MEMBERSHIPS, ROLES, type TRole } from '../roles';

/** POST /api/changeLanguage (§7.6). */
export const ZChangeLanguage = z.object({ locale: z.enum(LOCALES, { error: 'invalid_locale' }) });
export type TChangeLanguage = z.infer<typeof ZChangeLanguage>;

/** POST /api/changePreferredRegion (§7.6). */
export const ZChangePreferredRegion = z.object({ regionRefId: z.enum(REGIONS, { error: 'invalid_region' }) });
export type TChangePreferredRegion = z.infer<typeof ZChangePreferredRegion>;

/** POST /api/changeTheme: the colour theme chosen in the header (issue 27), as Settings name it. */
export const ZChangeTheme = z.object({ theme: z.enum(THEMES, { error: 'settings_theme_invalid' }) });
export type TChangeTheme = z.infer<typeof ZChangeTheme>;

/** GET /api/authUrl query (§7.6). */
export const ZAuthUrlQuery = z.object({
  redirect_to: z.string().max(2048).optional(),
  locale: z.enum(LOCALES, { error: 'invalid_locale' }).optional(),
  is_reg: z.enum(['true', 'false', '1', '0']).optional(),
});
export type TAuthUrlQuery = z.infer<typeof ZAuthUrlQuery>;

/** The signed-in user as GET /api/me answers it (§3.12). */
export const ZMe = z.object({
  id: z.string(),
  displayName: z.string(),
  name: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  /**
   * Whether the user may post (comments, submissions, group posts): their address is confirmed, or the server sends no
   * mail (SMTP_URL unset), and then everyone counts as confirmed.
   */
  emailVerified: z.boolean(),
  avatar: z.string().nullable(),
  customProfileUrl: z.string().nullable(),
  anonymous: z.literal(false),
  status: z.enum(['online', 'offline', 'idle']),
  roles: z.array(z.enum(ROLES as [TRole, ...TRole[]])),
  memberships: z.array(z.enum(MEMBERSHIPS)),
  premium: z.boolean(),
  uaaMember: z.boolean(),
  engineEdlabMember: z.boolean(),
  locale: z.enum(LOCALES).nullable(),
  region: z.enum(REGIONS).nullable(),
  /** The colour theme saved in Settings ('system': the device's). */
  theme: z.enum(THEMES),
  /** The IANA zone times show in, saved in Settings; null: the browser's own. */
  timeZone: z.string().nullable(),
});
export type TMe = z.infer<typeof ZMe>;

const SITE = 'https://questline.invalid';

/**
 * A redirect target must stay on this site. The value is parsed as the browser will parse it (which drops tabs and
 * line breaks and reads `\` as `/`, so `/\t/evil.example` is `//evil.example`), and only a path of this origin is
 * kept, in its parsed form; anything else reads as the home page.
 */
export const safeRedirectPath = (value: string | undefined | null): string => {
  if (!value?.startsWith('/')) return '/';
  try {
    const url = new URL(value, SITE);
    return url.origin === SITE ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
};

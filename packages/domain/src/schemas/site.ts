import { z } from 'zod';
import { FEATURE_FLAGS, PAYMENT_LINK_DEFAULTS, PREMIUM_TRIAL_DAYS } from '../constants';
import { MEMBERSHIPS } from '../roles';

/** The §9 feature flags, by name. */
export type TFeatureFlagName = keyof typeof FEATURE_FLAGS;
export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAGS) as TFeatureFlagName[];
export type TFeatureFlags = Record<TFeatureFlagName, boolean>;

export const ZFeatureFlagName = z.enum(FEATURE_FLAG_NAMES as [TFeatureFlagName, ...TFeatureFlagName[]], {
  error: 'not_found',
});

/** Every §9 flag with its value in force. */
export const ZFeatureFlags = z.object(
  Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<TFeatureFlagName, z.ZodBoolean>,
);

/** PUT /api/admin/featureFlags/{name}: turn one flag on or off. */
export const ZFeatureFlagWrite = z.object({ enabled: z.boolean({ error: 'invalid_request' }) });
export type TFeatureFlagWrite = z.infer<typeof ZFeatureFlagWrite>;

/** A flag as the admin page lists it: its value, and who last set it when (null: never set, the default holds). */
export const ZFeatureFlagState = z.object({
  name: ZFeatureFlagName,
  enabled: z.boolean(),
  defaultValue: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TFeatureFlagState = z.infer<typeof ZFeatureFlagState>;

/**
 * The store flow's settings (§1, §9 payment link): the payment link's base URL as the operator configured it (null:
 * no store; premium comes from an administrator), and the parts §9 adds to it.
 */
export const ZPremiumStore = z.object({
  paymentLinkBase: z.string().nullable(),
  item: z.string(),
  currency: z.string(),
  seats: z.number().int().positive(),
  source: z.string(),
  trialDays: z.number().int().positive(),
});
export type TPremiumStore = z.infer<typeof ZPremiumStore>;

export const premiumStoreOf = (paymentLinkBase: string | null, item: string): TPremiumStore => ({
  paymentLinkBase,
  item,
  currency: PAYMENT_LINK_DEFAULTS.currency,
  seats: PAYMENT_LINK_DEFAULTS.seats,
  source: PAYMENT_LINK_DEFAULTS.source,
  trialDays: PREMIUM_TRIAL_DAYS,
});

/** GET /api/site/settings: what every page may need before it renders a flag-dependent part. */
export const ZSiteSettings = z.object({
  featureFlags: ZFeatureFlags,
  premiumStore: ZPremiumStore,
  /** Whether this server turns uploaded videos into streams (it has ffmpeg); the editor takes no video otherwise. */
  videoTranscoding: z.boolean(),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

/** The admin's memberships section: a user found by e-mail, with the memberships in force. */
export const ZMemberUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  memberships: z.array(z.enum(MEMBERSHIPS)),
});
export type TMemberUser = z.infer<typeof ZMemberUser>;

export const ZMemberLookupQuery = z.object({ email: z.email({ error: 'not_valid_email' }).max(254) });

/** PUT /api/admin/users/{userId}/memberships/{membership}: grant (granted true) or revoke a membership. */
export const ZMembershipWrite = z.object({ granted: z.boolean({ error: 'invalid_request' }) });
export const ZMembershipName = z.enum(MEMBERSHIPS, { error: 'not_found' });

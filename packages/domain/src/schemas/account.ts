import { z } from 'zod';

/** Password length bounds of every account: sign-up (better-auth's settings) and the first-run setup. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A new account's password, by the rules sign-up applies. */
export const ZNewPassword = z
  .string({ error: 'error_isRequired' })
  .min(PASSWORD_MIN_LENGTH, { error: 'auth_password_too_short' })
  .max(PASSWORD_MAX_LENGTH, { error: 'invalid_request' });

/** The person a new account is for: a name, an e-mail address and a password. */
export const ZNewAccount = z.object({
  name: z.string({ error: 'error_isRequired' }).trim().min(1, { error: 'error_isRequired' }).max(100),
  email: z.email({ error: 'not_valid_email' }).max(254, { error: 'not_valid_email' }),
  password: ZNewPassword,
});
export type TNewAccount = z.infer<typeof ZNewAccount>;

/** POST /api/setup: the first super admin, with the one-time token of the setup link the server printed at start. */
export const ZSetupRequest = ZNewAccount.extend({
  token: z.string({ error: 'error_isRequired' }).min(1, { error: 'error_isRequired' }).max(256),
});
export type TSetupRequest = z.infer<typeof ZSetupRequest>;

/** The /setup page's form: the account, and the password typed twice. */
export const ZSetupForm = ZNewAccount.extend({ confirm: z.string() }).refine((form) => form.confirm === form.password, {
  path: ['confirm'],
  error: 'auth_password_mismatch',
});
export type TSetupForm = z.infer<typeof ZSetupForm>;

/** What POST /api/setup answers: the super admin it created, now signed in. */
export const ZSetupResult = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TSetupResult = z.infer<typeof ZSetupResult>;

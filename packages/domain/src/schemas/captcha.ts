import { z } from 'zod';

/** The body field that carries a captcha solution on sign-up and password-reset requests (ALTCHA's own name). */
export const CAPTCHA_FIELD = 'altcha';

/** An ALTCHA v1 challenge: find the number up to `maxnumber` whose SHA-256 of salt + number is `challenge`. */
export const ZCaptchaChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int().min(1),
  salt: z.string(),
  signature: z.string(),
});
export type TCaptchaChallenge = z.infer<typeof ZCaptchaChallenge>;

/**
 * GET /api/auth/captcha: a new challenge, or `enabled: false` when the server asks for no captcha (CAPTCHA_ENABLED),
 * in which case the forms show none.
 */
export const ZCaptchaAnswer = z.discriminatedUnion('enabled', [
  ZCaptchaChallenge.extend({ enabled: z.literal(true) }),
  z.object({ enabled: z.literal(false) }),
]);
export type TCaptchaAnswer = z.infer<typeof ZCaptchaAnswer>;

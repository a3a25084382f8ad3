import { CAPTCHA_FIELD } from '@questline/domain/schemas/captcha';

/**
 * The captcha in a submitted form (captcha-field.tsx): its payload, undefined when the form shows no captcha (the
 * server asks for none, or it is still loading: the server then answers captcha_invalid); `missing` when it is shown
 * but not yet verified.
 */
export const captchaOf = (data: FormData): { payload: string | undefined; missing: boolean } => {
  const value = data.get(CAPTCHA_FIELD);
  if (typeof value !== 'string') return { payload: undefined, missing: false };
  return { payload: value || undefined, missing: value === '' };
};

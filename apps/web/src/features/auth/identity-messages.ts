/** What the identity page tells the window that embeds it. Same-origin only. */
export const SIGNED_IN_MESSAGE = 'questline:signed-in';
export type TSignedInMessage = { type: typeof SIGNED_IN_MESSAGE; redirectTo: string };

export const isSignedInMessage = (event: MessageEvent): event is MessageEvent<TSignedInMessage> =>
  event.origin === window.location.origin &&
  typeof event.data === 'object' &&
  event.data !== null &&
  (event.data as { type?: unknown }).type === SIGNED_IN_MESSAGE &&
  typeof (event.data as { redirectTo?: unknown }).redirectTo === 'string';

/**
 * Where the link of an e-mail verification mail leads once followed (better-auth's callbackURL): the home page, which
 * says the address is confirmed; a link that failed adds `error=` (TOKEN_EXPIRED, INVALID_TOKEN, ...).
 */
export const EMAIL_VERIFIED_CALLBACK = '/?emailVerified=1';

/** Whether the page is where a verification link landed (EMAIL_VERIFIED_CALLBACK, with or without an error). */
export const isEmailVerifiedLanding = () => new URLSearchParams(window.location.search).has('emailVerified');

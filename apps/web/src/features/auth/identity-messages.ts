/** What the identity page tells the window that embeds it. Same-origin only. */
export const SIGNED_IN_MESSAGE = 'questline:signed-in';
export type TSignedInMessage = { type: typeof SIGNED_IN_MESSAGE; redirectTo: string };

export const isSignedInMessage = (event: MessageEvent): event is MessageEvent<TSignedInMessage> =>
  event.origin === window.location.origin &&
  typeof event.data === 'object' &&
  event.data !== null &&
  (event.data as { type?: unknown }).type === SIGNED_IN_MESSAGE &&
  typeof (event.data as { redirectTo?: unknown }).redirectTo === 'string';

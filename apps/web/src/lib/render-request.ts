import type { TLocale } from '@questline/domain/constants';

/**
 * The request a page is being rendered for on the server (entry-server.tsx): its locale and its cookies, which the
 * browser's code reads from the document. Undefined in the browser.
 */
export type TRenderRequest = { locale: TLocale; cookie: string };

let source: () => TRenderRequest | undefined = () => undefined;

/** The server's renderer says where the request of the render under way is kept (one per render, run side by side). */
export const setRenderRequestSource = (next: () => TRenderRequest | undefined) => {
  source = next;
};

export const renderRequest = () => source();

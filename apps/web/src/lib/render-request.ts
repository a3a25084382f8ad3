import type { TLocale } from '@questline/domain/constants';

/**
 * The request a page is being rendered for on the server (entry-server.tsx): its locale and its cookies, which the
 * browser's code reads from the document, and the route modules the render imported. Undefined in the browser.
 */
export type TRenderRequest = { locale: TLocale; cookie: string; modules?: Set<string> };

let source: () => TRenderRequest | undefined = () => undefined;

/** The server's renderer says where the request of the render under way is kept (one per render, run side by side). */
export const setRenderRequestSource = (next: () => TRenderRequest | undefined) => {
  source = next;
};

export const renderRequest = () => source();

/**
 * A route's module, imported by `load`, noted for the render under way by its source path (`src/features/…`): the
 * server names its chunks in the page's head, so the browser fetches them while it paints. The server's build wraps
 * the router's dynamic imports in it (vite.config.ts); the browser's build does not.
 */
export const routeModule = <T>(id: string, load: () => Promise<T>): Promise<T> => {
  source()?.modules?.add(id);
  return load();
};

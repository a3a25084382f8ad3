// The server's side of the web app (DESIGN §11): apps/server renders a page with this module (built by Vite into
// apps/web/dist-ssr), and main.tsx hydrates it. The page's data comes from the route loaders the browser runs, their
// calls answered by the server's own routes for the page's visitor.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import type { TLocale } from '@questline/domain/constants';
import { scriptJson } from '@questline/domain/rules/script-json';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import i18next, { type i18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { setApiTransport } from './api/client';
import { meQueryOptions } from './api/session';
import { queryClientOptions, SSR_STATE_ID, type TSsrState } from './app/ssr-state';
import { startServerI18n } from './i18n/i18n';
import { setRenderRequestSource, type TRenderRequest } from './lib/render-request';
import { createAppRouter } from './router';

/** A page to render: its path and query as requested, its locale, and how its calls reach the API. */
export type TPageRequest = TRenderRequest & { url: string; fetch: typeof fetch };

/**
 * A rendered page: its status, the markup of `#root` and the script that hands its data to the browser; or where it
 * redirects (an expired item's configured address, a query put in its canonical form); or `clientOnly` when the page
 * renders in the browser alone (pages behind a gate: authoring, administration, a learner's own).
 */
export type TRenderedPage =
  | { kind: 'clientOnly' }
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: number; head: string; html: string; state: string; modules: string[] };

export type TPageRenderer = (request: TPageRequest) => Promise<TRenderedPage>;

/** The whole of a React tree as markup, once every part of it has loaded (no inline script, which the CSP refuses). */
const renderToMarkup = (tree: React.ReactNode) =>
  new Promise<string>((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(tree, {
      // No part is sent apart from its place (which would need an inline script to move it there).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) return;
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed = error;
        reject(error);
      },
    });
  });

/**
 * Starts the renderer: every locale's texts loaded once, then one function that renders a page. Each render has its
 * own router, query cache and language, kept apart from the others that run at the same time.
 */
export const createPageRenderer = async (): Promise<TPageRenderer> => {
  await startServerI18n();
  const requests = new AsyncLocalStorage<TPageRequest>();
  setApiTransport((input, init) => {
    const request = requests.getStore();
    if (!request) throw new Error('an API call outside a page render');
    return request.fetch(input, init);
  });
  setRenderRequestSource(() => requests.getStore());
  const translations = new Map<TLocale, i18n>();
  const translationsOf = (locale: TLocale) => {
    let instance = translations.get(locale);
    if (!instance) {
      instance = i18next.cloneInstance({ lng: locale });
      translations.set(locale, instance);
    }
    return instance;
  };

  // The route modules each route's renders imported: a route's lazy component is imported once per process, by its
  // first render, and its later renders name it too.
  const modulesOfRoute = new Map<string, Set<string>>();

  return (request) => {
    const noted = new Set<string>();
    return requests.run({ ...request, modules: noted }, async (): Promise<TRenderedPage> => {
      // A failed call is not tried again here: the browser tries it again after hydrating (the query shows its error).
      const queryClient = new QueryClient({
        defaultOptions: { queries: { ...queryClientOptions.defaultOptions?.queries, retry: false } },
      });
      const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [request.url] }));
      // The visitor is known before the page's loaders run, as the header shows them and gates ask.
      await queryClient.prefetchQuery(meQueryOptions());
      await router.load();
      // What a loader started without waiting for (a featured list beside the page) is waited for here: the markup
      // and the data handed to the browser must say the same.
      await Promise.allSettled(
        queryClient
          .getQueryCache()
          .findAll({ fetchStatus: 'fetching' })
          .map((query) => query.promise),
      );
      const result = router._serverResult;
      if (result?.type === 'redirect') {
        return { kind: 'redirect', location: result.redirect.headers.get('Location') ?? '/' };
      }
      if (router.state.matches.some((match) => match.staticData?.gate)) {
        return { kind: 'clientOnly' };
      }
      const markup = await renderToMarkup(
        <StrictMode>
          <I18nextProvider i18n={translationsOf(request.locale)}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </I18nextProvider>
        </StrictMode>,
      );
      // React writes the preloads of the page's images first (it renders `#root`, not the document): they belong in
      // the head, where the browser finds them before the markup.
      const preloads = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? '';
      const state: TSsrState = { locale: request.locale, queries: dehydrate(queryClient) };
      const routeId = router.state.matches.at(-1)?.routeId ?? '';
      const modules = modulesOfRoute.get(routeId) ?? new Set<string>();
      for (const id of noted) modules.add(id);
      modulesOfRoute.set(routeId, modules);
      return {
        kind: 'page',
        status: result?.type === 'render' ? result.status : 200,
        head: preloads,
        html: markup.slice(preloads.length),
        state: `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`,
        modules: [...modules],
      };
    });
  };
};

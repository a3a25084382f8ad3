import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClientOptions, SSR_STATE_ID, type TSsrState } from './app/ssr-state';
import { initialLocale, startI18n } from './i18n/i18n';
import { createAppRouter } from './router';

const queryClient = new QueryClient(queryClientOptions);
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

// A page the server rendered (entry-server.tsx) comes with its data: the query cache as the server left it, and the
// locale it rendered in. The router loads the same page from that cache (no request), then React takes over the markup.
const serverState = document.getElementById(SSR_STATE_ID)?.textContent;
if (serverState) {
  const state = JSON.parse(serverState) as TSsrState;
  hydrate(queryClient, state.queries);
  // What the server just read is not read again when the page's parts mount; after the first navigation, as before.
  const fromServer = new Set(state.queries.queries.map((query) => query.queryHash));
  queryClient.setDefaultOptions({
    ...queryClientOptions.defaultOptions,
    queries: {
      ...queryClientOptions.defaultOptions?.queries,
      refetchOnMount: (query) => !fromServer.has(query.queryHash),
    },
  });
  await startI18n(state.locale);
  await router.load();
  // The router lays the page out as it did on the server (no suspense boundary around the root's match).
  router.ssr = { manifest: undefined };
  const unsubscribe = router.subscribe('onBeforeNavigate', () => {
    fromServer.clear();
    unsubscribe();
  });
  // Hydrating as a transition lets React work in slices of a few milliseconds: the browser paints the server's markup
  // and answers input between them, instead of waiting for one long task.
  startTransition(() => {
    hydrateRoot(root, app, {
      // A difference between the server's markup and the browser's first render: React renders that part again in the
      // browser. Reported so that tests (e2e/server-rendering.e2e.ts) find it.
      onRecoverableError: (error) => console.error('Hydration error:', error),
    });
  });
} else {
  await startI18n(initialLocale());
  createRoot(root).render(app);
}

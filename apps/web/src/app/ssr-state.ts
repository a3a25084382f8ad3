import type { TLocale } from '@questline/domain/constants';
import type { DehydratedState, QueryClientConfig } from '@tanstack/react-query';

/** The id of the script element that carries a server-rendered page's data to the browser (entry-server.tsx). */
export const SSR_STATE_ID = 'ssr-state';

/** What the server hands the browser with a rendered page: the locale it rendered in and its query cache. */
export type TSsrState = { locale: TLocale; queries: DehydratedState };

export const queryClientOptions: QueryClientConfig = {
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
};

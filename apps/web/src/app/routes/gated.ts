import type { QueryClient } from '@tanstack/react-query';
import { type ErrorRouteComponent, lazyRouteComponent } from '@tanstack/react-router';
import type { TGate } from './access-gate';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The gate of a page for signed-in users (app/routes/access-gate.tsx). */
    gate?: TGate;
    /** What the route's other errors show, in the page's place; without one they go on to the app's boundary. */
    errorFallback?: ErrorRouteComponent;
  }
}

// The gates' rules and notices load with the first gated page, never with the home page's first load.
const accessGate = () => import('./access-gate');
const AccessNotice = lazyRouteComponent(accessGate, 'AccessNotice');

/**
 * The options of a route whose page is behind `gate`: the gate decides before the page loads, from the session query
 * the header already runs, and a visitor it turns away sees the page's notice (sign in, or no access) in its place.
 * `errorFallback` is the route's error component for its other errors.
 */
export const gated = (gate: TGate, errorFallback?: ErrorRouteComponent) => ({
  staticData: { gate, errorFallback },
  beforeLoad: async (match: { context: { queryClient: QueryClient } }) => {
    // The notices share the gate's module: ready before the page can need one (a session that ends while it is open).
    void AccessNotice.preload?.();
    // The route's params, which the router passes with the context, are read untyped: typing them here would make them
    // every gated route's params.
    const { params } = match as { params?: Record<string, string> };
    return (await accessGate()).requireAccess(match.context.queryClient, gate, params);
  },
  errorComponent: AccessNotice,
});

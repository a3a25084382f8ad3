import { ITEM_TYPES } from '@questline/domain/ids';
import { PAGE_PATTERNS } from '@questline/domain/rules/urls';
import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { editorTypeOrNotFound } from './features/editor/lib/editor-search';
import { createAppRouter } from './router';

/**
 * The server answers a page path 200 only when it is one of the domain's PAGE_PATTERNS (lib/web-app.ts), and 404
 * otherwise: the router's pages and the patterns must be the same list, or a page would answer 404 (or a missing one
 * 200).
 */
const routerPaths = () => {
  const router = createAppRouter(new QueryClient());
  return Object.keys(router.routesByPath)
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
    .sort();
};

it('has a page pattern for every route of the router, and no pattern without a route', () => {
  expect(PAGE_PATTERNS.map((pattern) => pattern.path).sort()).toEqual(routerPaths());
});

it('limits the editors’ type parameter to the types the router opens editors for', () => {
  const opens = (type: string) => {
    try {
      editorTypeOrNotFound(type);
      return true;
    } catch {
      return false;
    }
  };
  for (const pattern of PAGE_PATTERNS.filter((entry) => entry.path.startsWith('/$type/'))) {
    for (const type of [...ITEM_TYPES, 'creator', 'groups', 'u']) {
      expect([pattern.path, type, pattern.params?.type?.includes(type)]).toEqual([pattern.path, type, opens(type)]);
    }
  }
});

const routeOf = (path: string) => createAppRouter(new QueryClient()).matchRoutes(path, {}).at(-1)?.routeId;

it('matches the creator pages to their own routes, not to a detail page or an editor', () => {
  expect(routeOf('/creator/search')).toBe('/creator/search');
  expect(routeOf('/creator/featured')).toBe('/creator/featured');
  expect(routeOf('/creator/dashboard')).toBe('/creator/dashboard');
  expect(routeOf('/creator/dashboard/architecture')).toBe('/creator/dashboard/architecture');
  expect(routeOf('/skill/lsk_1/edit')).toBe('/$type/$id/edit');
});

it('puts the pages for signed-in users behind their gates, and no other page', () => {
  const gates = Object.values(createAppRouter(new QueryClient()).routesById)
    .filter((route) => route.options.staticData?.gate)
    .map((route) => [route.id, route.options.staticData?.gate]);
  expect(Object.fromEntries(gates)).toEqual({
    '/$type/0/new': 'create',
    '/$type/$id/edit': 'edit',
    '/creator/dashboard': 'dashboard',
    '/creator/dashboard/architecture': 'architecture',
    '/creator/featured': 'featured',
    '/creator/search': 'adminSearch',
    '/creator/flags': 'siteAdmin',
    '/admin/users': 'users',
    '/admin/audit': 'audit',
    '/moderation/reports': 'moderation',
    '/groups': 'groups',
    '/groups/$groupId': 'group',
    '/edlab': 'edlab',
    '/partners': 'partners',
  });
});

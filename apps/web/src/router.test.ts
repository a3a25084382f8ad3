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

import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { createAppRouter } from '../../router';

const routeOf = (path: string) => createAppRouter(new QueryClient()).matchRoutes(path, {}).at(-1)?.routeId;

it('matches /creator/search to the admin search, not to a detail page', () => {
  expect(routeOf('/creator/search')).toBe('/creator/search');
  expect(routeOf('/creator/dashboard')).toBe('/creator/dashboard');
});

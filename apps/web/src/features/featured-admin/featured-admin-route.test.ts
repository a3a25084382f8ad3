import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { createAppRouter } from '../../router';

it('matches /creator/featured to the Admin Tool', () => {
  const routeOf = (path: string) => createAppRouter(new QueryClient()).matchRoutes(path, {}).at(-1)?.routeId;
  expect(routeOf('/creator/featured')).toBe('/creator/featured');
});

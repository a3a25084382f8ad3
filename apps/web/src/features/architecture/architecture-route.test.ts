import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { createAppRouter } from '../../router';

const routeOf = (path: string) => createAppRouter(new QueryClient()).matchRoutes(path, {}).at(-1)?.routeId;

it('matches /creator/dashboard/architecture to Learner Architecture, beside the creator dashboard', () => {
  expect(routeOf('/creator/dashboard/architecture')).toBe('/creator/dashboard/architecture');
  expect(routeOf('/creator/dashboard')).toBe('/creator/dashboard');
  expect(routeOf('/skill/lsk_1/edit')).toBe('/$type/$id/edit');
});

import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, isNotFound } from '@tanstack/react-router';
import { expect, it } from 'vitest';
import { AccessDenied } from '../../lib/access';
import { createAppRouter } from '../../router';
import { demoUser } from '../../test/render';

/** Loads `path` in the app's router for `me`: what the gate answered, or the page's match status. */
const landOn = async (path: string, me: ReturnType<typeof demoUser> | null) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['me'], me);
  const router = createAppRouter(queryClient);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  if (router.state.matches.some((match) => isNotFound(match.error))) return 'notFound';
  const match = router.state.matches.at(-1);
  return match?.error instanceof AccessDenied ? match.error.denial : match?.status;
};

it('asks anonymous visitors to sign in and turns learners away before an admin page loads', async () => {
  expect(await landOn('/creator/flags', null)).toBe('signIn');
  expect(await landOn('/creator/flags', demoUser())).toBe('noAccess');
  expect(await landOn('/creator/flags', demoUser({ roles: ['admin'] }))).toBe('success');
});

it('answers an editor path of a type without editor not found, before asking anyone to sign in', async () => {
  expect(await landOn('/badge/lbd_1/edit', null)).toBe('notFound');
  expect(await landOn('/tutorial/0/new', null)).toBe('signIn');
  expect(await landOn('/tutorial/0/new', demoUser())).toBe('noAccess');
});

it.each(['admin', 'superAdmin'] as const)('lets a site %s into the pages of their role links', async (role) => {
  for (const path of ['/creator/dashboard', '/creator/dashboard/architecture', '/creator/featured']) {
    expect(await landOn(path, demoUser({ roles: [role] }))).toBe('success');
    expect(await landOn(path, demoUser())).toBe('noAccess');
  }
});

it("lets a learner reach a project's editor, whose contributors the server knows, and no other type's", async () => {
  expect(await landOn('/project/lpr_1/edit', null)).toBe('signIn');
  expect(await landOn('/tutorial/ltu_1/edit', demoUser())).toBe('noAccess');
  expect(await landOn('/project/lpr_1/edit', demoUser())).not.toBe('noAccess');
});

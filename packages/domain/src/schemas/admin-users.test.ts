import { expect, it } from 'vitest';
import { issueKey } from '../validation';
import { ADMIN_USER_QUERY_MAX, ZAdminRolesWrite, ZAdminUserQuery, ZAuditQuery } from './admin-users';

it('reads the user search: empty parameters as absent, the first page by default, a role of §6', () => {
  expect(ZAdminUserQuery.parse({})).toEqual({ page: 1 });
  expect(ZAdminUserQuery.parse({ q: '', role: '', page: '' })).toEqual({ page: 1 });
  expect(ZAdminUserQuery.parse({ q: '  Ada ', role: 'learnEditor_JA', page: '3' })).toEqual({
    q: 'Ada',
    role: 'learnEditor_JA',
    page: 3,
  });
  for (const query of [
    { role: 'wizard' },
    { role: 'learnCreator_JA' },
    { page: '0' },
    { page: '1.5' },
    { page: 'two' },
    { q: 'x'.repeat(ADMIN_USER_QUERY_MAX + 1) },
  ]) {
    const parsed = ZAdminUserQuery.safeParse(query);
    expect([query, parsed.success]).toEqual([query, false]);
    expect(parsed.error?.issues.map(issueKey)).toEqual(['invalid_request']);
  }
  expect(ZAuditQuery.parse({ page: '2' })).toEqual({ page: 2 });
});

it('takes every role of §6 for a user, and nothing else', () => {
  expect(ZAdminRolesWrite.parse({ roles: ['superAdmin', 'learnAdmin_PT', 'learnModerator'] }).roles).toHaveLength(3);
  expect(ZAdminRolesWrite.parse({ roles: [] })).toEqual({ roles: [] });
  expect(ZAdminRolesWrite.safeParse({ roles: ['learnModerator_EN'] }).success).toBe(false);
  expect(ZAdminRolesWrite.safeParse({ roles: 'admin' }).success).toBe(false);
});

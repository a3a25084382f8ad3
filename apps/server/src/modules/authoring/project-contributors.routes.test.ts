import type { TRole } from '@questline/domain/roles';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, type TTestContext } from '../../../test/test-app';
import { projectContributors } from '../../db/schema';
import { deleteUser } from '../users/users.repository';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

const person = async (who: string, roles: readonly TRole[]) => {
  const email = `${who}@contributors.test`;
  await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email, password: 'password-123', name: `${who} Person`, roles },
  );
  cookies[who] = await signIn(ctx.app, email, 'password-123');
  ids[who] = resultOf<{ id: string }>(await send('GET', '/api/me', who)).id;
};

beforeAll(async () => {
  ctx = await createTestApp();
  await person('owner', ['learnCreator']);
  await person('helper', ['learnCreator']);
  await person('learner', []);
  await person('stranger', ['learnCreator']);
  await person('editor', ['learnEditor']);
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const draftOf = async (who: string, title: string, type = 'project') =>
  resultOf<{ id: string }>(await send('POST', `/api/learn/${type}/0/general`, who, { title })).id;
const contributorsOf = (id: string, who?: string) => send('GET', `/api/learn/project/${id}/contributors`, who);
const add = (id: string, who: string, user: unknown) =>
  send('POST', `/api/learn/project/${id}/contributors`, who, { user });
const errorOf = (response: { statusCode: number; json: () => unknown }) => [
  response.statusCode,
  (response.json() as { error: { key: string } }).error.key,
];

describe('a project’s contributors', () => {
  it('refuses anonymous writes (401), bad input (400) and people who may not edit the project (403)', async () => {
    const id = await draftOf('owner', 'Guarded project');
    expect(errorOf(await send('POST', `/api/learn/project/${id}/contributors`, undefined, { user: 'x' }))).toEqual([
      401,
      'auth_required',
    ]);
    const blank = await add(id, 'owner', '   ');
    expect(errorOf(blank)).toEqual([400, 'should_select_user']);
    expect(errorOf(await add(id, 'stranger', 'helper@contributors.test'))).toEqual([403, 'forbidden']);
    expect(errorOf(await add(id, 'learner', 'helper@contributors.test'))).toEqual([403, 'forbidden']);
    expect(await ctx.db.select().from(projectContributors)).toEqual([]);
  });

  it('adds by e-mail (any case), answers project_ContributorAlreadyExist the second time, and names the person', async () => {
    const id = await draftOf('owner', 'Shared project');
    const added = resultOf<{ contributors: unknown[]; canManage: boolean }>(
      await add(id, 'owner', ' Helper@Contributors.TEST '),
    );
    expect(added).toEqual({
      contributors: [{ id: ids.helper, displayName: 'helper Person', avatar: null, profileUrl: `/u/${ids.helper}` }],
      canManage: true,
    });
    const twice = await add(id, 'owner', ids.helper);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toEqual({
      key: 'project_ContributorAlreadyExist',
      fields: [{ path: 'user', key: 'project_ContributorAlreadyExist' }],
    });
    const listed = resultOf<{ contributors: { id: string }[] }>(await contributorsOf(id, 'owner'));
    expect(listed.contributors.map((user) => user.id)).toEqual([ids.helper]);
  });

  it('answers a not-found key at the field for an unknown user, writing nothing', async () => {
    const id = await draftOf('owner', 'Lonely project');
    const unknown = await add(id, 'owner', 'nobody@contributors.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      key: 'project_contributor_user_not_found',
      fields: [{ path: 'user', key: 'project_contributor_user_not_found' }],
    });
    expect(errorOf(await add(id, 'owner', 'no-such-profile'))).toEqual([404, 'project_contributor_user_not_found']);
    expect(resultOf<{ contributors: unknown[] }>(await contributorsOf(id, 'owner')).contributors).toEqual([]);
  });

  it('has contributors for projects only', async () => {
    const tutorial = await draftOf('owner', 'Not a project', 'tutorial');
    expect(errorOf(await add(tutorial, 'owner', ids.helper))).toEqual([404, 'not_found']);
    expect(errorOf(await contributorsOf(tutorial, 'owner'))).toEqual([404, 'not_found']);
  });

  it('lets a contributor edit the project and its content, but not another project, nor publish or manage', async () => {
    const id = await draftOf('owner', 'Project to share');
    const other = await draftOf('owner', 'Project kept');
    const before = await send('POST', `/api/learn/project/${id}/general`, 'helper', { title: 'Changed early' });
    expect(errorOf(before)).toEqual([403, 'forbidden']);
    resultOf(await add(id, 'owner', 'helper@contributors.test'));

    expect(resultOf(await send('GET', `/api/learn/project/${id}?edit=true`, 'helper'))).toMatchObject({ id });
    expect(
      resultOf(await send('POST', `/api/learn/project/${id}/general`, 'helper', { title: 'Changed by a contributor' })),
    ).toMatchObject({ title: 'Changed by a contributor' });
    expect(
      resultOf(await send('POST', `/api/learn/project/${id}/content`, 'helper', { contentIds: [] })),
    ).toMatchObject({ id });
    expect(resultOf(await send('POST', `/api/learn/project/${id}/details`, 'helper', { topicIds: [1] }))).toMatchObject(
      {
        topicIds: [1],
      },
    );
    expect(resultOf(await send('GET', `/api/learn/project/${id}/sync`, 'helper'))).toHaveProperty('draftContentIds');

    expect(errorOf(await send('POST', `/api/learn/project/${other}/general`, 'helper', { title: 'No' }))).toEqual([
      403,
      'forbidden',
    ]);
    expect(errorOf(await send('GET', `/api/learn/project/${other}?edit=true`, 'helper'))).toEqual([403, 'forbidden']);
    expect(errorOf(await send('POST', `/api/learn/project/${id}/general`, 'stranger', { title: 'No' }))).toEqual([
      403,
      'forbidden',
    ]);
    expect(errorOf(await send('POST', `/api/learn/project/${id}/publish`, 'helper', {}))).toEqual([403, 'forbidden']);
    expect(errorOf(await add(id, 'helper', ids.learner))).toEqual([403, 'forbidden']);
    expect(resultOf<{ canManage: boolean }>(await contributorsOf(id, 'helper')).canManage).toBe(false);
  });

  it('lets the project’s editors manage contributors, and removes them: their edit right goes with them', async () => {
    const id = await draftOf('owner', 'Project of many hands');
    resultOf(await add(id, 'editor', 'learner@contributors.test'));
    expect(
      resultOf(await send('POST', `/api/learn/project/${id}/general`, 'learner', { title: 'Learner edits' })),
    ).toMatchObject({ title: 'Learner edits' });

    expect(errorOf(await send('DELETE', `/api/learn/project/${id}/contributors/${ids.learner}`, 'stranger'))).toEqual([
      403,
      'forbidden',
    ]);
    const removed = resultOf<{ contributors: unknown[] }>(
      await send('DELETE', `/api/learn/project/${id}/contributors/${ids.learner}`, 'owner'),
    );
    expect(removed.contributors).toEqual([]);
    expect(errorOf(await send('DELETE', `/api/learn/project/${id}/contributors/${ids.learner}`, 'owner'))).toEqual([
      404,
      'project_contributor_not_found',
    ]);
    expect(errorOf(await send('POST', `/api/learn/project/${id}/general`, 'learner', { title: 'No more' }))).toEqual([
      403,
      'forbidden',
    ]);
  });

  it('shows a published project’s contributors to anyone, and hides a draft’s from those who may not edit it', async () => {
    const id = await draftOf('owner', 'Draft with helpers');
    resultOf(await add(id, 'owner', ids.helper));
    expect(errorOf(await contributorsOf(id))).toEqual([404, 'not_found']);
    expect(errorOf(await contributorsOf(id, 'learner'))).toEqual([404, 'not_found']);
    expect(resultOf<{ contributors: unknown[] }>(await contributorsOf(id, 'helper')).contributors).toHaveLength(1);

    // Published straight in the store: the publish rules ask for more than this test is about.
    const numeric = Number(id.replace(/\D/g, ''));
    await ctx.db.execute(sql`UPDATE content_items SET status = 'published', published = draft WHERE id = ${numeric}`);
    expect(resultOf<{ contributors: { id: string }[]; canManage: boolean }>(await contributorsOf(id))).toMatchObject({
      contributors: [{ id: ids.helper }],
      canManage: false,
    });
  });

  it('drops a user’s contributor rows with the account', async () => {
    const id = await draftOf('owner', 'Project outliving a helper');
    await person('leaving', []);
    resultOf(await add(id, 'owner', ids.leaving));
    await deleteUser(ctx.db, ids.leaving as string);
    expect(
      await ctx.db
        .select()
        .from(projectContributors)
        .where(eq(projectContributors.userId, ids.leaving as string)),
    ).toEqual([]);
  });
});

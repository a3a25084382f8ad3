import { LIMITS } from '@questline/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, type TTestContext } from '../../../test/test-app';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const email = 'creator@example.test';
  await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email, password: 'password-123', name: 'creator', roles: ['learnCreator'] },
  );
  cookies.creator = await signIn(ctx.app, email, 'password-123');
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const post = (url: string, payload: unknown) => send('POST', url, 'creator', payload);
const draftOf = async (type: string, title: string) =>
  resultOf<{ id: string }>(await post(`/api/learn/${type}/0/general`, { title })).id;
const tags = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const refusal = { key: 'project_tags_limit', fields: [{ path: 'tagIds', key: 'project_tags_limit' }] };

describe('a project’s tags are limited (§8 project_tags_limit)', () => {
  it('saves LIMITS.projectTags tags and refuses one more at the field, keeping the draft as it was', async () => {
    const id = await draftOf('project', 'Tagged project');
    const tooMany = await post(`/api/learn/project/${id}/details`, { tagIds: tags(LIMITS.projectTags + 1) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toEqual(refusal);
    const kept = resultOf<{ tagIds?: number[] }>(await send('GET', `/api/learn/project/${id}?edit=true`, 'creator'));
    expect(kept.tagIds ?? []).toEqual([]);

    const saved = resultOf(await post(`/api/learn/project/${id}/details`, { tagIds: tags(LIMITS.projectTags) }));
    expect(saved).toMatchObject({ tagIds: tags(LIMITS.projectTags) });
  });

  it('refuses a publish that carries too many tags', async () => {
    const id = await draftOf('project', 'Published with tags');
    const response = await post(`/api/learn/project/${id}/publish`, { tagIds: tags(LIMITS.projectTags + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toContainEqual(refusal.fields[0]);
  });

  it('limits neither a project’s topics and industries nor the tags of other types', async () => {
    const many = tags(LIMITS.projectTags + 1);
    const project = await draftOf('project', 'Broad project');
    expect(
      resultOf(await post(`/api/learn/project/${project}/details`, { topicIds: many, industryIds: many })),
    ).toMatchObject({ topicIds: many, industryIds: many });
    const tutorial = await draftOf('tutorial', 'Broad tutorial');
    expect(resultOf(await post(`/api/learn/tutorial/${tutorial}/details`, { tagIds: many }))).toMatchObject({
      tagIds: many,
    });
  });
});

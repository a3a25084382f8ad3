import { isRecordCompleted } from '@questline/domain/rules/navigation';
import type { TProjectExtends, TTutorialExtends } from '@questline/domain/schemas/content-extends';
import type { TProgressWrite } from '@questline/domain/schemas/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  insertPublishedItem,
  resultOf,
  sendAs,
  signIn,
  type TTestContext,
} from '../../../test/test-app';
import { setChildren } from '../content/content.service';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp({ engineVersions: ['6000.0', '2023.2', '2022.3', '2021.3'] });
  for (const name of ['learner', 'other']) {
    await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: `${name}@example.test`, password: 'password-123', name },
    );
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'password-123');
  }
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
let slugs = 0;

/** A published tutorial of one step, bound to `range`, and its prefixed id. */
const tutorial = async (range: string) => {
  slugs += 1;
  const row = await insertPublishedItem(ctx.db, {
    slug: `versioned-${slugs}`,
    title: `Versioned ${slugs}`,
    document: { engineVersionRange: range, sections: [{ id: 'step', type: 'text', title: 'One' }] },
  });
  return { row, id: `ltu_${row.id}` };
};

/** A published project holding the tutorials, in their order. */
const project = async (contents: readonly Awaited<ReturnType<typeof tutorial>>[]) => {
  slugs += 1;
  const row = await insertPublishedItem(ctx.db, {
    slug: `project-${slugs}`,
    title: `Project ${slugs}`,
    type: 'project',
    document: { contentIds: contents.map((content) => content.id) },
  });
  await setChildren(
    ctx.db,
    row.id,
    'content',
    contents.map((content) => content.row.id),
  );
  return { row, id: `lpr_${row.id}` };
};

const extendsOf = async <T>(type: string, slug: string, query = '', who?: string) =>
  resultOf<T>(await send('GET', `/api/learn/${type}/${slug}/extends${query}`, who));

const step = (who: string, id: string, uv?: string) =>
  send('POST', '/api/learn/record/step', who, { id, sectionId: 'step', completed: true, ...(uv ? { uv } : {}) });

describe('engine versions of learner pages (§2.2 uv)', () => {
  it("offer the known versions within the item's range, read for uv or else the newest", async () => {
    const bound = await tutorial('2022.3_2023.2');
    const all = await tutorial('_');
    const container = await project([bound, all]);

    const tutorialData = await extendsOf<TTutorialExtends>('tutorial', bound.row.slug, '?uv=2022.3');
    expect(tutorialData.versionData).toEqual({ versions: ['2023.2', '2022.3'], current: '2022.3' });
    // A project's range spans its version-bound contents'.
    const projectData = await extendsOf<TProjectExtends>('project', container.row.slug);
    expect(projectData.versionData).toEqual({ versions: ['2023.2', '2022.3'], current: '2023.2' });
    // A version outside the range reads the page for its default version.
    const outside = await extendsOf<TProjectExtends>('project', container.row.slug, '?uv=6000.0');
    expect(outside.versionData.current).toBe('2023.2');
    // An item of all versions offers none.
    expect((await extendsOf<TTutorialExtends>('tutorial', all.row.slug, '?uv=2022.3')).versionData).toEqual({
      versions: [],
      current: null,
    });
  });

  it("keeps a version-bound project's completion per version, and an all-versions one's as a whole", async () => {
    const bound = await tutorial('2021.3_2022.3');
    const all = await tutorial('_');
    const container = await project([bound, all]);
    resultOf(await step('learner', bound.id, '2021.3'));
    const written = resultOf<TProgressWrite>(await step('learner', all.id, '2021.3'));
    const record = written.recordMap[container.id];
    expect(record).toMatchObject({ completed: true, withAll: false });
    expect(Object.keys(record?.recordVersions ?? {})).toEqual(['2021.3']);
    expect(isRecordCompleted(record, '2021.3')).toBe(true);
    expect(isRecordCompleted(record, '2022.3')).toBe(false);

    // The page read with uv answers the record the learner reads per version.
    const read = await extendsOf<TProjectExtends>('project', container.row.slug, '?uv=2022.3', 'learner');
    expect(read.versionData.current).toBe('2022.3');
    expect(isRecordCompleted(read.recordMap[container.id], read.versionData.current)).toBe(false);

    // Without uv, or with one outside the range, the write is the project's default version's (the newest offered).
    resultOf(await step('other', bound.id, '6000.0'));
    const other = resultOf<TProgressWrite>(await step('other', all.id));
    expect(other.recordMap[container.id]?.recordVersions).toEqual({
      '2022.3': { completed: true, completedTime: expect.any(String) },
    });

    const generic = await tutorial('_');
    const plain = await project([generic]);
    const onlyAll = resultOf<TProgressWrite>(await step('learner', generic.id, '2022.3'));
    expect(onlyAll.recordMap[plain.id]).toMatchObject({ completed: true, withAll: true, recordVersions: {} });
  });
});

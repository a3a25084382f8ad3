import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
let thumbnailId: string;
let ownerId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, roles] of [
    ['creator', ['learnCreator']],
    ['learner', []],
  ] as const) {
    const user = await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: `${name}@example.test`, password: 'password-123', name, roles: [...roles] },
    );
    if (name === 'creator') ownerId = user.id;
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'password-123');
  }
  thumbnailId = await storeTestImage(ctx);
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const doc = (text: string) => richTextFromParagraphs([text]);

const lab = {
  scene: "scene.add({ name: 'cube', position: { x: 0, y: 0.5, z: 0 } });",
  starter: 'function update(scene, time) {\n  // Make the cube float.\n}',
  hints: ['Use Math.sin(time).'],
  checks: [
    {
      message: 'The cube moves up and down',
      code: "const cube = lab.find('cube');\nlab.run(0.5);\nreturn cube.position.y > 0.6;",
    },
    {
      message: 'The cube stays near its start',
      code: "lab.run(3);\nreturn Math.abs(lab.find('cube').position.y - 0.5) <= 0.5;",
    },
  ],
};
const solution = "function update(scene, time) {\n  scene.find('cube').position.y = 0.5 + Math.sin(time * 3) * 0.4;\n}";

type TSection = { id: string; type: string; lab?: typeof lab & { version: string } };

const draftTutorial = async (sections: unknown[]) => {
  const { id } = resultOf<{ id: string }>(
    await send('POST', '/api/learn/tutorial/0/general', 'creator', {
      language: 'en',
      title: 'Floating cube',
      description: doc('A lab'),
      thumbnailId,
      ownerId,
    }),
  );
  const steps = await send('POST', `/api/learn/tutorial/${id}/steps`, 'creator', {
    skillLevel: 'beginner',
    estimationInHour: 1,
    sections,
  });
  return { id, steps };
};

describe('built-in labs', () => {
  it('refuses a lab whose check does not compile, at its field and line', async () => {
    const broken = { ...lab, checks: [lab.checks[0], { message: 'Broken', code: 'lab.run(1);\nreturn (;' }] };
    const { steps } = await draftTutorial([
      { type: 'text', title: 'Read' },
      { type: 'lab', title: 'Lab', lab: broken },
    ]);
    expect(steps.statusCode).toBe(400);
    const error = steps.json().error;
    expect(error.key).toBe('lab_syntax_error');
    expect(error.fields).toEqual([{ path: 'sections.1.lab.checks.1.code', key: 'lab_syntax_error' }]);
    expect(error.params.line).toBe(2);
  });

  it('refuses to publish a lab without checks, and an external lab step without its URL', async () => {
    const { id } = await draftTutorial([{ type: 'lab', title: 'Lab', lab: { ...lab, checks: [] } }]);
    const refused = await send('POST', `/api/learn/tutorial/${id}/publish`, 'creator', {});
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().error)).toContain('lab_checks_required');
    const external = await draftTutorial([{ type: 'lab', title: 'Lab' }]);
    const noUrl = await send('POST', `/api/learn/tutorial/${external.id}/publish`, 'creator', {});
    expect(JSON.stringify(noUrl.json().error)).toContain('sections.0.labUrl');
  });

  it('keeps the code, refuses forged and stale completions, and records the step once the server passes it', async () => {
    const { id } = await draftTutorial([
      { type: 'text', title: 'Read' },
      { type: 'lab', title: 'Lab', lab, labUrl: 'https://lab.example.com/ignored' },
    ]);
    resultOf(await send('POST', `/api/learn/tutorial/${id}/publish`, 'creator', {}));
    const extendsRead = resultOf<{ tutorialData: { sections: TSection[] } }>(
      await send('GET', `/api/learn/tutorial/${id}/extends`, 'learner'),
    );
    const step = extendsRead.tutorialData.sections[1] as TSection;
    expect(step).not.toHaveProperty('labUrl');
    expect(step.lab).toMatchObject({ starter: lab.starter, hints: lab.hints, version: expect.any(String) });
    const version = step.lab?.version as string;
    const labPath = `/api/learn/tutorial/${id}/lab/${step.id}`;

    expect((await send('GET', labPath)).json().error.key).toBe('auth_required');
    expect(resultOf(await send('GET', labPath, 'learner'))).toEqual({ code: null, passedTime: null });
    resultOf(await send('PUT', labPath, 'learner', { code: 'function update() {}' }));
    expect(resultOf(await send('GET', labPath, 'learner'))).toMatchObject({ code: 'function update() {}' });
    expect((await send('GET', `/api/learn/tutorial/${id}/lab/nope`, 'learner')).statusCode).toBe(404);

    // The plain step record cannot complete a built-in lab: that is what a forged "passed" message would reach.
    const clicked = await send('POST', '/api/learn/record/step', 'learner', {
      id,
      sectionId: step.id,
      completed: true,
    });
    expect(clicked.statusCode).toBe(409);
    expect(clicked.json().error.key).toBe('lab_verification_required');

    const verify = (code: string, sentVersion = version) =>
      send('POST', `${labPath}/verify`, 'learner', { code, version: sentVersion });
    const failing = await verify(lab.starter);
    expect(failing.statusCode).toBe(422);
    expect(failing.json().error.key).toBe('lab_checks_failed');
    const stale = await verify(solution, '0000000000000000');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.key).toBe('lab_stale');
    const endless = await verify('function update() { while (true) {} }');
    expect(endless.statusCode).toBe(422);
    expect(endless.json().error.key).toBe('lab_timeout');
    const bomb = await verify('const kept = []; while (true) kept.push(new Array(1e6).fill(1));');
    expect(bomb.json().error.key).toMatch(/^lab_(memory|timeout)$/);

    const passed = resultOf<{ results: { passed: boolean }[]; progress: { recordMap: Record<string, unknown> } }>(
      await verify(solution),
    );
    expect(passed.results).toEqual([{ passed: true }, { passed: true }]);
    expect(JSON.stringify(passed.progress.recordMap)).toContain(`"${step.id}":{"completed":true`);
    const work = resultOf<{ code: string; passedTime: string | null }>(await send('GET', labPath, 'learner'));
    expect(work).toMatchObject({ code: solution, passedTime: expect.any(String) });
    // Editing the code after it passed clears the pass; the step stays recorded.
    resultOf(await send('PUT', labPath, 'learner', { code: `${solution}\n// more` }));
    expect(resultOf<{ passedTime: string | null }>(await send('GET', labPath, 'learner')).passedTime).toBeNull();
  }, 60_000);
});

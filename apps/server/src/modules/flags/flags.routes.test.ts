import { FEATURE_FLAGS } from '@questline/domain/constants';
import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import type { TFeatureFlagState, TSiteSettings } from '@questline/domain/schemas/site';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resultOf, sendAs, signIn, type TTestContext } from '../../../test/test-app';
import { createItem, publishItem } from '../content/content.service';
import { createUser } from '../users/users.service';
import { createFeatureFlagReader } from './flags.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};

const PEOPLE = { learner: [], creator: ['learnCreator'], admin: ['admin'], superAdmin: ['superAdmin'] } as const;

beforeAll(async () => {
  ctx = await createTestApp({ paymentLinkBase: 'https://store.example.test/checkout', paymentItem: 'premium-annual' });
  for (const [name, roles] of Object.entries(PEOPLE)) {
    await createUser(
      { db: ctx.db, auth: ctx.runtime.auth },
      { email: `${name}@example.test`, password: 'password-123', name, roles: [...roles] },
    );
    cookies[name] = await signIn(ctx.app, `${name}@example.test`, 'password-123');
  }
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);
const keyOf = (response: { json: () => unknown }) => (response.json() as { error: { key: string } }).error.key;
const settings = async () => resultOf<TSiteSettings>(await send('GET', '/api/site/settings'));
const setFlag = (name: string, enabled: unknown, who = 'admin') =>
  send('PUT', `/api/admin/featureFlags/${name}`, who, { enabled });

// Every test leaves the flags as it found them: on, as §9 says.
afterEach(async () => {
  for (const name of Object.keys(FEATURE_FLAGS)) await setFlag(name, true);
});

describe('reading the flags', () => {
  it('answers every §9 flag at its default and the store settings to anyone', async () => {
    expect(await settings()).toEqual({
      featureFlags: { PATHWAYS_LANDING_PAGE: true, EDLAB_PORTAL_PAGE: true, PROJECT_ENABLED: true, TFA_ENABLED: true },
      premiumStore: {
        paymentLinkBase: 'https://store.example.test/checkout',
        item: 'premium-annual',
        currency: 'CNY',
        seats: 1,
        source: 'store',
        trialDays: 30,
      },
      videoTranscoding: true,
    });
  });

  it('lists flags with their defaults and last change to admins only', async () => {
    expect((await send('GET', '/api/admin/featureFlags')).statusCode).toBe(401);
    for (const who of ['learner', 'creator']) {
      const refused = await send('GET', '/api/admin/featureFlags', who);
      expect([refused.statusCode, keyOf(refused)]).toEqual([403, 'forbidden']);
    }
    const states = resultOf<TFeatureFlagState[]>(await send('GET', '/api/admin/featureFlags', 'superAdmin'));
    expect(states.map((state) => [state.name, state.enabled, state.defaultValue])).toEqual(
      Object.entries(FEATURE_FLAGS).map(([name, value]) => [name, value, value]),
    );
  });
});

describe('toggling a flag', () => {
  it('checks sign-in, then the request, then the role', async () => {
    expect((await setFlag('TFA_ENABLED', false, '')).statusCode).toBe(401);
    const badBody = await setFlag('TFA_ENABLED', 'no');
    expect([badBody.statusCode, keyOf(badBody)]).toEqual([400, 'invalid_request']);
    const unknown = await setFlag('NO_SUCH_FLAG', false);
    expect([unknown.statusCode, keyOf(unknown)]).toEqual([404, 'not_found']);
    const learner = await setFlag('TFA_ENABLED', false, 'learner');
    expect([learner.statusCode, keyOf(learner)]).toEqual([403, 'forbidden']);
    expect((await settings()).featureFlags.TFA_ENABLED).toBe(true);
  });

  it('stores the value, who set it and when, and every reader of this process sees it at once', async () => {
    const states = resultOf<TFeatureFlagState[]>(await setFlag('EDLAB_PORTAL_PAGE', false));
    const edlab = states.find((state) => state.name === 'EDLAB_PORTAL_PAGE');
    expect(edlab).toMatchObject({ enabled: false, defaultValue: true });
    expect(edlab?.updatedBy).toEqual(expect.any(String));
    expect(Date.parse(edlab?.updatedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await settings()).featureFlags).toMatchObject({ EDLAB_PORTAL_PAGE: false, TFA_ENABLED: true });
    expect(await ctx.app.featureFlags.isOn('EDLAB_PORTAL_PAGE')).toBe(false);
  });

  it('reaches another process through the database once its kept copy expires', async () => {
    const otherProcess = createFeatureFlagReader(ctx.db, 150);
    expect(await otherProcess.isOn('PROJECT_ENABLED')).toBe(true);
    resultOf(await setFlag('PROJECT_ENABLED', false));
    // Still its own copy for a moment, then the table's value.
    expect(await otherProcess.isOn('PROJECT_ENABLED')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await otherProcess.isOn('PROJECT_ENABLED')).toBe(false);
  });
});

describe('what each flag controls', () => {
  it('PATHWAYS_LANDING_PAGE: the /pathways landing data exists only while on', async () => {
    resultOf(await send('GET', '/api/learn/pathways/landing'));
    resultOf(await setFlag('PATHWAYS_LANDING_PAGE', false));
    const off = await send('GET', '/api/learn/pathways/landing');
    expect([off.statusCode, keyOf(off)]).toEqual([404, 'not_found']);
  });

  it('PROJECT_ENABLED: projects answer not found to learners while off, staff still read them', async () => {
    const project = await createItem(ctx.db, {
      type: 'project',
      actorId: null,
      document: { title: 'Flagged project', description: richTextFromParagraphs(['A project.']) },
    });
    await publishItem(ctx.db, { id: project.id, actorId: null });
    const urls = [`/api/learn/project/lpr_${project.id}`, `/api/learn/project/lpr_${project.id}/extends`];
    for (const url of urls) resultOf(await send('GET', url, 'learner'));
    resultOf(await setFlag('PROJECT_ENABLED', false));
    for (const url of urls) {
      const learner = await send('GET', url, 'learner');
      expect([learner.statusCode, keyOf(learner)]).toEqual([404, 'not_found']);
      const anonymous = await send('GET', url);
      expect(anonymous.statusCode).toBe(404);
      resultOf(await send('GET', url, 'creator'));
    }
  });

  it('TFA_ENABLED: two-factor enrolment is refused while off', async () => {
    resultOf(await setFlag('TFA_ENABLED', false));
    const refused = await send('POST', '/api/auth/two-factor/enable', 'learner', { password: 'password-123' });
    expect([refused.statusCode, keyOf(refused)]).toEqual([403, 'tfa_disabled']);
    resultOf(await setFlag('TFA_ENABLED', true));
    const enrolled = await send('POST', '/api/auth/two-factor/enable', 'learner', { password: 'password-123' });
    expect(enrolled.statusCode).toBe(200);
    expect((enrolled.json() as { totpURI: string }).totpURI).toMatch(/^otpauth:\/\/totp\//);
  });
});

import { describe, expect, it } from 'vitest';
import { ZXapiStatementsQuery } from '../schemas/xapi';
import { validate } from '../validation';
import {
  agentFilterUserId,
  isoDuration,
  parseAgentFilter,
  videoLearningEvent,
  XAPI_ACTIVITY_TYPES,
  XAPI_VERBS,
  xapiActivityId,
  xapiStatement,
} from './xapi';

const SITE = 'https://learn.example.org';
const time = new Date('2026-12-01T10:00:00.000Z');
const ID = '0b5c2a8e-4f1d-4c3a-9e2b-7d6f5a4b3c2d';

describe('xAPI statements of learning events', () => {
  it('states the learner as an account of the site, never by e-mail, with a stable activity id and type', () => {
    const statement = xapiStatement(
      {
        userId: 'u-42',
        time,
        verb: 'completed',
        object: { type: 'tutorial', id: 'ltu_7' },
        result: { completion: true },
      },
      { publicUrl: SITE, id: ID },
    );
    expect(statement).toEqual({
      id: ID,
      actor: { objectType: 'Agent', account: { homePage: SITE, name: 'u-42' } },
      verb: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
      object: {
        objectType: 'Activity',
        id: `${SITE}/tutorial/ltu_7`,
        definition: { type: 'http://adlnet.gov/expapi/activities/lesson' },
      },
      result: { completion: true },
      context: { platform: 'Questline' },
      timestamp: '2026-12-01T10:00:00.000Z',
      version: '1.0.3',
    });
    expect(JSON.stringify(statement)).not.toMatch(/mbox|@/);
  });

  it('names a step as a fragment of its tutorial, with the tutorial as its parent', () => {
    const tutorial = { type: 'tutorial' as const, id: 'ltu_7' };
    const statement = xapiStatement(
      { userId: 'u', time, verb: 'completed', object: { ...tutorial, step: 'intro step' }, parent: tutorial },
      { publicUrl: SITE, id: ID },
    );
    expect(statement.object).toEqual({ objectType: 'Activity', id: `${SITE}/tutorial/ltu_7#step-intro%20step` });
    expect(statement.context.contextActivities?.parent).toEqual([
      { objectType: 'Activity', id: `${SITE}/tutorial/ltu_7`, definition: { type: XAPI_ACTIVITY_TYPES.tutorial } },
    ]);
  });

  it('scores a quiz attempt scaled from its correct answers, with its duration', () => {
    const statement = xapiStatement(
      {
        userId: 'u',
        time,
        verb: 'failed',
        object: { type: 'quiz', id: 'lqz_3' },
        result: { score: { raw: 1, max: 3 }, success: false, completion: true, durationSeconds: 12.345 },
      },
      { publicUrl: SITE, id: ID },
    );
    expect(statement.verb.id).toBe(XAPI_VERBS.failed);
    expect(statement.object.definition?.type).toBe('http://adlnet.gov/expapi/activities/assessment');
    expect(statement.result).toEqual({
      score: { scaled: 0.3333, raw: 1, min: 0, max: 3 },
      success: false,
      completion: true,
      duration: 'PT12.35S',
    });
    // A quiz asking nothing has no score to state.
    const empty = xapiStatement(
      {
        userId: 'u',
        time,
        verb: 'passed',
        object: { type: 'quiz', id: 'lqz_3' },
        result: { score: { raw: 0, max: 0 } },
      },
      { publicUrl: SITE, id: ID },
    );
    expect(empty.result).toBeUndefined();
    expect(isoDuration(-1)).toBe('PT0S');
  });

  it('states a badge earned from the mission that gave it', () => {
    const statement = xapiStatement(
      {
        userId: 'u',
        time,
        verb: 'earned',
        object: { type: 'badge', id: 'lbg_2' },
        parent: { type: 'mission', id: 'lms_5' },
      },
      { publicUrl: SITE, id: ID },
    );
    expect(statement.verb.id).toBe('http://id.tincanapi.com/verb/earned');
    expect(statement.object.definition?.type).toBe('http://activitystrea.ms/schema/1.0/badge');
    expect(statement.context.contextActivities?.parent[0]?.id).toBe(`${SITE}/mission/lms_5`);
  });

  it("turns video starts and stops into the video profile's played, paused and completed", () => {
    const data = { id: 'vid 1', videoLength: 120, stopLength: null };
    expect(videoLearningEvent('u', time, { type: 'engagement', data })).toBeNull();
    const played = videoLearningEvent('u', time, { type: 'start', data });
    expect(played).toMatchObject({ verb: 'played', object: { type: 'video', id: 'vid 1' } });
    const paused = videoLearningEvent('u', time, { type: 'stop', data: { ...data, stopLength: 30 } });
    expect(paused?.verb).toBe('paused');
    const completed = videoLearningEvent('u', time, { type: 'stop', data: { ...data, stopLength: 119.5 } });
    expect(completed).toMatchObject({ verb: 'completed', result: { completion: true } });
    const statement = xapiStatement(paused as NonNullable<typeof paused>, { publicUrl: SITE, id: ID });
    expect(statement.verb.id).toBe('https://w3id.org/xapi/video/verbs/paused');
    expect(statement.object.id).toBe(xapiActivityId(SITE, { type: 'video', id: 'vid 1' }));
    expect(statement.object.id).toBe(`${SITE}/video/vid%201`);
    expect(statement.result?.extensions).toEqual({ 'https://w3id.org/xapi/video/extensions/time': 30 });
    expect(statement.context.extensions).toEqual({ 'https://w3id.org/xapi/video/extensions/length': 120 });
  });
});

describe('the statements query', () => {
  it('reads an agent filter named by exactly one identifier, and maps accounts of this site to users', () => {
    const account = parseAgentFilter(JSON.stringify({ objectType: 'Agent', account: { homePage: SITE, name: 'u-1' } }));
    expect(account && agentFilterUserId(account, SITE)).toBe('u-1');
    const elsewhere = parseAgentFilter(JSON.stringify({ account: { homePage: 'https://other.example', name: 'u-1' } }));
    expect(elsewhere && agentFilterUserId(elsewhere, SITE)).toBeNull();
    const mbox = parseAgentFilter(JSON.stringify({ mbox: 'mailto:someone@example.org' }));
    expect(mbox && agentFilterUserId(mbox, SITE)).toBeNull();
    for (const bad of [
      'not json',
      '[]',
      '{}',
      JSON.stringify({ mbox: 'someone@example.org' }),
      JSON.stringify({ mbox: 'mailto:a@b.c', openid: 'https://id.example' }),
      JSON.stringify({ objectType: 'Activity', mbox: 'mailto:a@b.c' }),
      JSON.stringify({ account: { homePage: 'not a url', name: 'x' } }),
      JSON.stringify({ account: { homePage: SITE, name: '' } }),
    ]) {
      expect(parseAgentFilter(bad), bad).toBeNull();
    }
  });

  it('refuses bad filters with their own keys', () => {
    const keysOf = (query: Record<string, string>) => {
      const result = validate(ZXapiStatementsQuery, query);
      return result.ok ? [] : result.errors.map((error) => error.key);
    };
    expect(keysOf({ agent: '{"mbox":"x"}' })).toEqual(['xapi_InvalidParameter_agent']);
    expect(keysOf({ verb: 'completed' })).toEqual(['xapi_InvalidParameter_verb']);
    expect(keysOf({ activity: 'ltu_1' })).toEqual(['xapi_InvalidParameter_activity']);
    expect(keysOf({ since: 'yesterday' })).toEqual(['xapi_InvalidParameter_since']);
    expect(keysOf({ until: '2026-12-01' })).toEqual(['xapi_InvalidParameter_until']);
    expect(keysOf({ limit: '501' })).toEqual(['xapi_InvalidParameter_limit']);
    expect(keysOf({ limit: 'ten' })).toEqual(['xapi_InvalidParameter_limit']);
    expect(
      keysOf({
        agent: JSON.stringify({ account: { homePage: SITE, name: 'u' } }),
        verb: XAPI_VERBS.passed,
        activity: `${SITE}/quiz/lqz_1`,
        since: '2026-12-01T00:00:00Z',
        until: '2026-12-02T00:00:00.000+01:00',
        limit: '0',
      }),
    ).toEqual([]);
  });
});

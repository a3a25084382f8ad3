/**
 * xAPI statements of the platform's learning events (xAPI 1.0.3; IEEE 9274.1.1 where they agree), decision 0077:
 * the learner as an account agent of the site (no e-mail), verbs and activity types of ADL's vocabulary and of
 * published profiles, activity ids under PUBLIC_URL.
 */

/** The xAPI version statements are written in, and the X-Experience-API-Version of requests and answers. */
export const XAPI_VERSION = '1.0.3';

/** The `context.platform` of every statement. */
export const XAPI_PLATFORM = 'Questline';

/** The verbs the platform's events use: ADL's, the video profile's played and paused, and the registry's earned. */
export const XAPI_VERBS = {
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  attempted: 'http://adlnet.gov/expapi/verbs/attempted',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  registered: 'http://adlnet.gov/expapi/verbs/registered',
  earned: 'http://id.tincanapi.com/verb/earned',
  played: 'https://w3id.org/xapi/video/verbs/played',
  paused: 'https://w3id.org/xapi/video/verbs/paused',
} as const;
export type TLearningVerb = keyof typeof XAPI_VERBS;

/** What the platform's events are about, and the activity type each is stated as. */
export const XAPI_ACTIVITY_TYPES = {
  tutorial: 'http://adlnet.gov/expapi/activities/lesson',
  quiz: 'http://adlnet.gov/expapi/activities/assessment',
  mission: 'http://adlnet.gov/expapi/activities/module',
  pathway: 'http://adlnet.gov/expapi/activities/course',
  course: 'http://adlnet.gov/expapi/activities/course',
  project: 'http://adlnet.gov/expapi/activities/performance',
  liveSession: 'http://adlnet.gov/expapi/activities/meeting',
  badge: 'http://activitystrea.ms/schema/1.0/badge',
  video: 'https://w3id.org/xapi/video/activity-type/video',
} as const;
export type TLearningObjectType = keyof typeof XAPI_ACTIVITY_TYPES;

/** The video profile's extensions: where in the video (result), and how long it is (context). */
export const XAPI_VIDEO_TIME = 'https://w3id.org/xapi/video/extensions/time';
export const XAPI_VIDEO_LENGTH = 'https://w3id.org/xapi/video/extensions/length';

/** What an event is about: an item by its prefixed id (`ltu_12`), a video by its id; a tutorial's step by its section. */
export type TLearningObject = { type: TLearningObjectType; id: string; step?: string };

/** One learning event the platform records, as a statement states it. */
export type TLearningEvent = {
  userId: string;
  time: Date;
  verb: TLearningVerb;
  object: TLearningObject;
  /** The item the object is part of (a step's tutorial) or came from (a badge's mission or pathway). */
  parent?: TLearningObject;
  result?: {
    /** Correct answers of the questions asked: raw, of max. */
    score?: { raw: number; max: number };
    success?: boolean;
    completion?: boolean;
    /** Seconds the attempt took. */
    durationSeconds?: number;
  };
  /** A video event: where in the video it happened, and the video's length, in seconds. */
  video?: { time: number | null; length: number };
};

export type TXapiAgent = { objectType: 'Agent'; account: { homePage: string; name: string } };
export type TXapiActivity = {
  objectType: 'Activity';
  id: string;
  definition?: { type: string };
};
export type TXapiStatement = {
  id: string;
  actor: TXapiAgent;
  verb: { id: string; display: Record<string, string> };
  object: TXapiActivity;
  result?: {
    score?: { scaled: number; raw: number; min: number; max: number };
    success?: boolean;
    completion?: boolean;
    duration?: string;
    extensions?: Record<string, number>;
  };
  context: {
    platform: string;
    contextActivities?: { parent: TXapiActivity[] };
    extensions?: Record<string, number>;
  };
  timestamp: string;
  version: string;
  /** Set when the statement is read back (GET /api/xapi/statements): when it was stored. */
  stored?: string;
};

/** The learner as xAPI names them: an account of the site, by user id (never by e-mail). */
export const xapiAgent = (publicUrl: string, userId: string): TXapiAgent => ({
  objectType: 'Agent',
  account: { homePage: publicUrl, name: userId },
});

/** The stable activity id of an object: `{PUBLIC_URL}/{type}/{id}`, a step as `#step-{sectionId}` of its tutorial. */
export const xapiActivityId = (publicUrl: string, object: TLearningObject) =>
  `${publicUrl}/${object.type}/${encodeURIComponent(object.id)}${
    object.step === undefined ? '' : `#step-${encodeURIComponent(object.step)}`
  }`;

/**
 * A step is a section of a lesson, for which ADL's vocabulary has no type: steps carry none and name their tutorial
 * as context parent.
 */
const activityOf = (publicUrl: string, object: TLearningObject): TXapiActivity => ({
  objectType: 'Activity',
  id: xapiActivityId(publicUrl, object),
  ...(object.step === undefined ? { definition: { type: XAPI_ACTIVITY_TYPES[object.type] } } : {}),
});

/** Seconds as an ISO 8601 duration, to the hundredth (xAPI keeps durations to 0.01 s). */
export const isoDuration = (seconds: number) => `PT${Math.max(0, Math.round(seconds * 100) / 100)}S`;

const resultOf = (event: TLearningEvent): TXapiStatement['result'] | undefined => {
  const { result, video } = event;
  const score = result?.score && result.score.max > 0 ? result.score : undefined;
  const built: NonNullable<TXapiStatement['result']> = {
    ...(score
      ? {
          score: {
            scaled: Math.round((Math.min(score.raw, score.max) / score.max) * 10_000) / 10_000,
            raw: Math.min(score.raw, score.max),
            min: 0,
            max: score.max,
          },
        }
      : {}),
    ...(result?.success === undefined ? {} : { success: result.success }),
    ...(result?.completion === undefined ? {} : { completion: result.completion }),
    ...(result?.durationSeconds === undefined ? {} : { duration: isoDuration(result.durationSeconds) }),
    ...(video && video.time !== null ? { extensions: { [XAPI_VIDEO_TIME]: video.time } } : {}),
  };
  return Object.keys(built).length ? built : undefined;
};

/** The statement of one event, with the id it is stored and sent under (a UUID the caller makes). */
export const xapiStatement = (event: TLearningEvent, options: { publicUrl: string; id: string }): TXapiStatement => {
  const { publicUrl } = options;
  const result = resultOf(event);
  return {
    id: options.id,
    actor: xapiAgent(publicUrl, event.userId),
    verb: { id: XAPI_VERBS[event.verb], display: { 'en-US': event.verb } },
    object: activityOf(publicUrl, event.object),
    ...(result ? { result } : {}),
    context: {
      platform: XAPI_PLATFORM,
      ...(event.parent ? { contextActivities: { parent: [activityOf(publicUrl, event.parent)] } } : {}),
      ...(event.video ? { extensions: { [XAPI_VIDEO_LENGTH]: event.video.length } } : {}),
    },
    timestamp: event.time.toISOString(),
    version: XAPI_VERSION,
  };
};

/**
 * The video events of §3.12 as statements' events: a start is played, a stop paused, or completed when it stopped
 * at the end (within a second); engagements (captions, speed, full screen, language) state nothing.
 */
export const videoLearningEvent = (
  userId: string,
  time: Date,
  event: {
    type: 'start' | 'stop' | 'engagement';
    data: { id: string; videoLength: number; stopLength: number | null };
  },
): TLearningEvent | null => {
  if (event.type === 'engagement') return null;
  const { id, videoLength, stopLength } = event.data;
  const object = { type: 'video' as const, id };
  if (event.type === 'start') return { userId, time, verb: 'played', object, video: { time: 0, length: videoLength } };
  const atEnd = stopLength !== null && videoLength > 0 && stopLength >= videoLength - 1;
  return {
    userId,
    time,
    verb: atEnd ? 'completed' : 'paused',
    object,
    ...(atEnd ? { result: { completion: true } } : {}),
    video: { time: stopLength, length: videoLength },
  };
};

/** Whether `value` is an absolute IRI as xAPI filters take them: a scheme, then something. */
export const isAbsoluteIri = (value: string) => {
  if (!/^[a-z][a-z0-9+.-]*:\S+$/i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The inverse functional identifiers of an agent (xAPI 1.0.3 §2.4.2.3): exactly one of these names one. */
const IFIS = ['mbox', 'mbox_sha1sum', 'openid', 'account'] as const;

const isIfiValid = (name: (typeof IFIS)[number], value: unknown) => {
  switch (name) {
    case 'mbox':
      return typeof value === 'string' && /^mailto:[^@\s]+@[^@\s]+$/.test(value);
    case 'mbox_sha1sum':
      return typeof value === 'string' && /^[0-9a-f]{40}$/i.test(value);
    case 'openid':
      return typeof value === 'string' && isAbsoluteIri(value);
    case 'account':
      return (
        isObject(value) &&
        typeof value.homePage === 'string' &&
        isAbsoluteIri(value.homePage) &&
        typeof value.name === 'string' &&
        value.name.length > 0 &&
        Object.keys(value).every((key) => key === 'homePage' || key === 'name')
      );
  }
};

/**
 * The `agent` filter of a statements query (xAPI 1.0.3 §2.1.3 of the communication part): JSON of an Agent (or an
 * identified Group) named by exactly one inverse functional identifier. Answers the identifier, or null when the
 * filter is not such an agent.
 */
export const parseAgentFilter = (
  text: string,
):
  | { mbox: string }
  | { mbox_sha1sum: string }
  | { openid: string }
  | { account: { homePage: string; name: string } }
  | null => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  if (value.objectType !== undefined && value.objectType !== 'Agent' && value.objectType !== 'Group') return null;
  if (value.name !== undefined && typeof value.name !== 'string') return null;
  const named = IFIS.filter((name) => value[name] !== undefined);
  const [ifi] = named;
  if (named.length !== 1 || !ifi || !isIfiValid(ifi, value[ifi])) return null;
  return { [ifi]: value[ifi] } as never;
};

/** The user an agent filter names on this site: an account agent of PUBLIC_URL; null for anyone else. */
export const agentFilterUserId = (agent: NonNullable<ReturnType<typeof parseAgentFilter>>, publicUrl: string) =>
  'account' in agent && agent.account.homePage.replace(/\/$/, '') === publicUrl ? agent.account.name : null;

/** Live sessions as learners read them (§2.10, §3.7, §4.6, §7.5, §7.9). */
import { z } from 'zod';
import { CONTENT_SKILL_LEVELS } from '../constants';
import { ZTimeOfDay } from './learner';
import { ZVideo } from './media';

/** opening: upcoming (or under way), learners can register; previous: over, shows its recording (§4.6). */
export const LIVE_PERIODS = ['opening', 'previous'] as const;
export type TLivePeriod = (typeof LIVE_PERIODS)[number];

/** A session is opening until its end time has passed (§4.6). */
export const livePeriodOf = (endTime: string, now: Date = new Date()): TLivePeriod =>
  Date.parse(endTime) > now.getTime() ? 'opening' : 'previous';

const ZNamedTag = z.object({ id: z.string(), name: z.string() });

/** The live session card (§2.10): what the calendar, the widget and the dialog show. */
export const ZLiveSessionCard = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  descPlain: z.string(),
  thumbnail: z.object({ url: z.string() }).nullable(),
  skillLevel: z.enum(CONTENT_SKILL_LEVELS).nullable(),
  /** ISO instants; the card shows them in the viewer's zone, the start also in the session's own offset. */
  startTime: z.string(),
  endTime: z.string(),
  /** Minutes east of UTC. */
  utcOffset: z.number().int(),
  /** end − start in minutes. */
  duration: z.number().int(),
  period: z.enum(LIVE_PERIODS),
  premium: z.boolean(),
  /** Premium and the viewer is not: the card offers 'Start free trial' instead of its actions (§2.10, §6). */
  disabled: z.boolean(),
  /** The content item the session refers to (its 'refer to' parent link, /{type}/{id}), when it has one learners can see. */
  refer: z.object({ type: z.string(), id: z.string(), slug: z.string(), title: z.string() }).nullable(),
  topics: z.array(ZNamedTag),
  industries: z.array(ZNamedTag),
  /** Whether the signed-in viewer has registered for it (their registration events, §7.9). */
  registered: z.boolean(),
  /**
   * The recording of a previous session: the uploaded file (`id`, its /files `url`) and its title, with `video` the
   * file's transcode as GET /api/media/videos/{id} answers it (HLS once ready, §2.16), or null when the file was
   * never processed or its processing failed: players then fall back to the file itself.
   */
  previousVideo: z.object({ id: z.string(), url: z.string(), title: z.string(), video: ZVideo.nullable() }).nullable(),
});
export type TLiveSessionCard = z.infer<typeof ZLiveSessionCard>;

/**
 * GET /api/learn/liveSessionSearch (§7.5): the calendar's sessions of one period. `tod` narrows to sessions starting
 * within a time of day on the learner's clock ('start_end' minutes since midnight), `utcOffset` being the learner's
 * offset in minutes east of UTC (§9: time-of-day criteria are shifted by the UTC offset).
 */
export const ZLiveSessionSearchQuery = z.object({
  includeTab: z.enum(LIVE_PERIODS).default('opening'),
  tod: ZTimeOfDay.optional(),
  utcOffset: z.coerce.number().int().min(-720).max(840).default(0),
});
export type TLiveSessionSearchQuery = z.infer<typeof ZLiveSessionSearchQuery>;

/** Opening sessions soonest first; previous ones latest first. */
export const ZLiveSessionSearchResult = z.object({ items: z.array(ZLiveSessionCard), total: z.number().int() });
export type TLiveSessionSearchResult = z.infer<typeof ZLiveSessionSearchResult>;

/** POST /api/learn/liveSession/{id}/register (§4.6, §7.9): the event is stored; the page opens the URL. */
export const ZLiveSessionRegistration = z.object({ registerUrl: z.string() });
export type TLiveSessionRegistration = z.infer<typeof ZLiveSessionRegistration>;

import { AppError, type TFieldError } from '@questline/domain/errors';
import type { TSavedTagsWrite, TSettings, TSettingsWrite } from '@questline/domain/schemas/profile';
import type { TMe } from '@questline/domain/schemas/session';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { listTags } from '../creator/creator.repository';
import { findTags, popularTopics } from '../search/search.repository';
import {
  findUserById,
  lockProfileUrl,
  profileUrlTakenByOther,
  type TUserRow,
  updateSettings,
} from '../users/users.repository';
import { presentSettings } from './profile.presenter';

/** Words the site's own paths use: a custom profile URL may not be one of them (§2.1 /u/{customProfileUrl}). */
export const RESERVED_PROFILE_URLS: readonly string[] = ['me', 'settings', 'admin', 'new', 'edit', 'api'];

/** How many of the most used topics settings recommend while nothing is saved (§3.10 recommended tags). */
export const RECOMMENDED_TOPICS = 12;

const settingsOf = async (db: TDbOrTx, user: TUserRow): Promise<TSettings> => {
  const nothingSaved = user.topicIds.length === 0 && user.industryIds.length === 0;
  const [topics, industries, recommended] = await Promise.all([
    listTags(db, 'topic'),
    listTags(db, 'industry'),
    nothingSaved ? popularTopics(db, RECOMMENDED_TOPICS) : Promise.resolve([]),
  ]);
  return presentSettings(user, { topics, industries, recommendedTagIds: recommended.map((topic) => topic.id) });
};

const ownRow = async (db: TDbOrTx, viewer: TMe) => {
  const user = await findUserById(db, viewer.id);
  if (!user) throw new AppError('auth_required');
  return user;
};

/** GET /api/users/me/settings (§3.10, §3.12): the signed-in user's settings and the tags to choose from. */
export const readSettings = async (db: TDbOrTx, viewer: TMe) => settingsOf(db, await ownRow(db, viewer));

/** The field errors of the saved tags: each id must name a tag of its list's kind. */
const tagErrors = async (db: TDbOrTx, input: TSavedTagsWrite): Promise<TFieldError[]> => {
  const lists = [
    { field: 'topicIds', kind: 'topic', ids: input.topicIds },
    { field: 'industryIds', kind: 'industry', ids: input.industryIds },
  ] as const;
  const found = await findTags(
    db,
    lists.flatMap((list) => list.ids.map(Number)),
  );
  const kindOf = new Map(found.map((tag) => [tag.id, tag.kind]));
  return lists.flatMap((list) =>
    list.ids.flatMap((id, index) =>
      kindOf.get(Number(id)) === list.kind
        ? []
        : [{ path: `${list.field}.${index}`, key: 'settings_tag_unknown' as const }],
    ),
  );
};

/** The field error of the custom profile URL: a reserved word, or one another user holds (as URL or id). */
const profileUrlErrors = async (db: TDbOrTx, userId: string, url: string | null): Promise<TFieldError[]> => {
  if (url === null) return [];
  if (RESERVED_PROFILE_URLS.includes(url))
    return [{ path: 'customProfileUrl', key: 'settings_customProfileUrl_invalid' }];
  await lockProfileUrl(db, url);
  return (await profileUrlTakenByOther(db, userId, url))
    ? [{ path: 'customProfileUrl', key: 'settings_customProfileUrl_taken' }]
    : [];
};

/**
 * POST /api/users/me/settings (§3.10, §3.12): the whole form, checked before anything is written (every field error
 * at once), then saved in the caller's transaction; the display name is the user's name. Answers the saved settings.
 */
export const saveSettings = async (db: TDbOrTx, viewer: TMe, input: TSettingsWrite): Promise<TSettings> => {
  await ownRow(db, viewer);
  const errors = [...(await profileUrlErrors(db, viewer.id, input.customProfileUrl)), ...(await tagErrors(db, input))];
  if (errors.length) throw new AppError(errors[0]?.key ?? 'invalid_request', { fields: errors });
  const saved = await updateSettings(db, viewer.id, {
    name: input.displayName,
    customProfileUrl: input.customProfileUrl,
    locale: input.locale,
    region: input.region,
    emailNotifications: input.emailNotifications,
    isShow: input.isShow,
    theme: input.theme,
    timeZone: input.timeZone,
    topicIds: [...new Set(input.topicIds.map(Number))],
    industryIds: [...new Set(input.industryIds.map(Number))],
  });
  return settingsOf(db, saved);
};

/**
 * POST /api/users/me/savedTags (§2.14 saved-tags dialog, §3.10): replaces the saved topics and industries, every id
 * checked before anything is written (all field errors at once), in the caller's transaction; the other settings stay
 * as they are. Answers the settings with the saved tags.
 */
export const saveSavedTags = async (db: TDbOrTx, viewer: TMe, input: TSavedTagsWrite): Promise<TSettings> => {
  await ownRow(db, viewer);
  const errors = await tagErrors(db, input);
  if (errors.length) throw new AppError(errors[0]?.key ?? 'invalid_request', { fields: errors });
  const [saved] = await db
    .update(users)
    .set({
      topicIds: [...new Set(input.topicIds.map(Number))],
      industryIds: [...new Set(input.industryIds.map(Number))],
      updatedAt: new Date(),
    })
    .where(eq(users.id, viewer.id))
    .returning();
  if (!saved) throw new AppError('auth_required');
  return settingsOf(db, saved);
};

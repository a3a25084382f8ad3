import { isLocale, isRegion, isTheme } from '@questline/domain/constants';
import type { TPublicProfile, TSettings } from '@questline/domain/schemas/profile';
import type { TViewer } from '../learn/learn.policy';
import type { TUserRow } from '../users/users.repository';

/** A user's public profile (§2.1, §3.12): no e-mail, no preferences; whether the viewer is its owner. */
export const presentPublicProfile = (user: TUserRow, viewer: TViewer): TPublicProfile => ({
  id: user.id,
  displayName: user.name,
  avatar: user.image,
  customProfileUrl: user.customProfileUrl,
  joinedAt: user.createdAt.toISOString(),
  isOwner: viewer?.id === user.id,
  isShow: user.isShow,
});

type TTagOption = { id: number; name: string };

const tagMapOf = (tags: readonly TTagOption[]) =>
  Object.fromEntries(tags.map((tag) => [String(tag.id), { id: String(tag.id), name: tag.name }]));

/** The owner's settings (§3.10 saved tags), with the tags to choose from and the recommended topics. */
export const presentSettings = (
  user: TUserRow,
  options: { topics: readonly TTagOption[]; industries: readonly TTagOption[]; recommendedTagIds: readonly number[] },
): TSettings => ({
  displayName: user.name,
  customProfileUrl: user.customProfileUrl,
  locale: isLocale(user.locale) ? user.locale : null,
  region: isRegion(user.region) ? user.region : null,
  theme: isTheme(user.theme) ? user.theme : 'system',
  timeZone: user.timeZone,
  emailNotifications: user.emailNotifications,
  isShow: user.isShow,
  topicIds: user.topicIds.map(String),
  industryIds: user.industryIds.map(String),
  topicMap: tagMapOf(options.topics),
  industryMap: tagMapOf(options.industries),
  recommendedTagIds: options.recommendedTagIds.map(String),
});

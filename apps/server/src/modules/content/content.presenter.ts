import { CONTENT_LANGUAGES, CONTENT_SKILL_LEVELS, type TContentLanguage } from '@questline/domain/constants';
import { itemId, type TItemType } from '@questline/domain/ids';
import { richTextPlain } from '@questline/domain/rules/rich-text';
import { type TContentDocument, type TItemCard, ZPoints } from '@questline/domain/schemas/content';
import type { TContentRow } from './content.repository';

type TSkillLevel = (typeof CONTENT_SKILL_LEVELS)[number];
const isSkillLevel = (value: unknown): value is TSkillLevel =>
  (CONTENT_SKILL_LEVELS as readonly unknown[]).includes(value);

/** A content row as a card (§3.1 display fields), from its published document. */
export const presentCard = (row: TContentRow): TItemCard => {
  const doc = (row.published ?? row.draft) as TContentDocument;
  const rangeTime = doc.rangeTime as { startTime?: string } | undefined;
  return {
    id: itemId(row.type as TItemType, row.id),
    type: row.type as TItemType,
    slug: row.slug,
    title: doc.title,
    descPlain: richTextPlain(doc.description).slice(0, 300),
    thumbnail: doc.thumbnail ? { url: doc.thumbnail.url } : null,
    skillLevel: isSkillLevel(doc.skillLevel) ? doc.skillLevel : null,
    language: (CONTENT_LANGUAGES as readonly string[]).includes(row.language)
      ? (row.language as TContentLanguage)
      : 'en',
    duration: typeof doc.duration === 'number' ? doc.duration : null,
    points: ZPoints.catch([]).parse(doc.points),
    premium: row.premium,
    published: row.status === 'published',
    startTime: rangeTime?.startTime ?? null,
  };
};

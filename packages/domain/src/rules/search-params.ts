/**
 * Page query parameters (§2.1, §2.2) as the web app's routes read them. Every route validates its search before the
 * first paint, so these readers sit on the first-load path of every page: they are plain functions rather than zod
 * schemas, which would put the schema library into the 150 KB first-load budget (DESIGN §8). A malformed value is
 * dropped rather than failing the page: these links are shared and hand-edited.
 */
import { parseItemId, type TIdType } from '../ids';

type TRaw = Record<string, unknown>;
/** Every parameter is optional in the URL, so every key of a read search is too. */
type TOptional<T> = { [K in keyof T]?: T[K] };

/** Text of 1 to `max` characters; the router reads `?uv=2022` as a number, which reads back as its text. */
export const textParam = (value: unknown, max = 200): string | undefined => {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  return typeof text === 'string' && text.length > 0 && text.length <= max ? text : undefined;
};

/** `true` / `'true'` and `false` / `'false'`; anything else is absent. */
export const flagParam = (value: unknown): boolean | undefined => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
};

/** An item id of one of the types ('lpr_3'), or of any type when none is named. */
export const itemIdParam = (value: unknown, ...types: TIdType[]): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const parsed = parseItemId(value);
  return parsed && (types.length === 0 || types.includes(parsed.type)) ? value : undefined;
};

/** A whole number of at least `min`. */
export const intParam = (value: unknown, min = 1): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min ? number : undefined;
};

/** One of a list of values. */
export const oneOfParam = <T extends string>(value: unknown, options: readonly T[]): T | undefined =>
  typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined;

/** The query of a learner detail page (§2.2): parent context, version, language, flags and the selected tab. */
const learnSearch = (raw: TRaw) => ({
  projectId: itemIdParam(raw.projectId, 'project'),
  courseId: itemIdParam(raw.courseId, 'course'),
  missionId: itemIdParam(raw.missionId, 'mission'),
  pathwayId: itemIdParam(raw.pathwayId, 'pathway'),
  contentId: itemIdParam(raw.contentId),
  uv: textParam(raw.uv),
  language: textParam(raw.language),
  preview: flagParam(raw.preview),
  publish: flagParam(raw.publish),
  labelRequired: flagParam(raw.labelRequired),
  /** The selected tab; 'g' (the overview) when absent. */
  tab: textParam(raw.tab),
  /** A direct link to a comment (§2.2 `messageId={id}#{sectionId}`): a comment id. */
  messageId:
    typeof raw.messageId === 'number' || /^[1-9][0-9]{0,15}$/.test(String(raw.messageId))
      ? textParam(raw.messageId, 16)
      : undefined,
  /** A direct link to a submission (§2.2 `submissionId={id}`), opened over the page. */
  submissionId: itemIdParam(raw.submissionId, 'submission'),
});
export type TLearnSearch = TOptional<ReturnType<typeof learnSearch>>;
export const readLearnSearch = (raw: TRaw): TLearnSearch => learnSearch(raw);

/** The editor tabs of §2.12 (general, steps, content, questions, details, assessments, missions/map). */
export const EDITOR_TABS = ['g', 's', 'c', 'q', 'd', 'a', 'm'] as const;

/** `/{type}/{id}/edit?tab=`: an unknown tab reads as the general tab. */
export type TEditorSearch = { tab?: (typeof EDITOR_TABS)[number] };
export const readEditorSearch = (raw: TRaw): TEditorSearch => ({ tab: oneOfParam(raw.tab, EDITOR_TABS) });

/** `/{type}/0/new?skipPopup=true` (§2.1). */
export type TCreateSearch = { skipPopup?: boolean };
export const readCreateSearch = (raw: TRaw): TCreateSearch => ({ skipPopup: flagParam(raw.skipPopup) });

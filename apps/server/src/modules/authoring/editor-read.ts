import { itemId, type TItemType } from '@questline/domain/ids';
import { authoringRefusal } from '@questline/domain/rules/authoring-rights';
import type { TSet } from '@questline/domain/rules/editor';
import { serializeLiveRange } from '@questline/domain/rules/ranges';
import { isDocument, type TItemDocument } from '@questline/domain/schemas/content';
import type {
  TEditorCard,
  TLiveSessionEditorItem,
  TMissionEditorItem,
  TPathwayEditorItem,
  TPresentedItem,
} from '@questline/domain/schemas/item';
import type { TMe } from '@questline/domain/schemas/session';
import type { TDbOrTx } from '../../db/client';
import { presentItem, presentMapCard, type TSourceRef } from '../content/content.presenter';
import { findItems, publishedParentIds, type TContentRow } from '../content/content.repository';
import { authoringTarget } from './authoring.policy';
import { byItemId, idsOf, isInternalOnly, listOf, stringsOf } from './item-refs';
import { missionSetProblems } from './mission-publish';

type TActor = Pick<TMe, 'id' | 'roles'> | null;

/** The mission's own internal-only flag as its editor last saved it (the column before any details save). */
export const missionIsInternal = (row: TContentRow) => {
  const flag = row.draft.internalOnly;
  return typeof flag === 'boolean' ? flag : row.internalOnly;
};

/**
 * A named item as the editor's maps hold it: its card, whether it is internal-only (§5), a mission's prerequisites
 * (the pathway map draws them) and a competency's skills (§3.3 competencyMap).
 */
const editorCard = (row: TContentRow): TEditorCard => {
  const document = (row.status === 'published' ? row.published : row.draft) ?? {};
  return {
    ...presentMapCard(row),
    internalOnly: isInternalOnly(row),
    ...(row.type === 'mission' ? { prerequisiteIds: stringsOf(document.prerequisiteIds) } : {}),
    ...(row.type === 'competency' ? { skillIds: stringsOf(document.skillIds) } : {}),
  };
};

/** Maps of named items the editor may show: published ones, and drafts the actor may edit (as sync answers them). */
const mapMaker = (rows: ReadonlyMap<string, TContentRow>, actor: TActor) => (ids: readonly string[]) =>
  Object.fromEntries(
    ids.flatMap((id) => {
      const row = rows.get(id);
      if (!row) return [];
      const shown = row.status === 'published' || authoringRefusal(actor, 'edit', authoringTarget(row)) === null;
      return shown ? [[id, editorCard(row)]] : [];
    }),
  );

const valuesOf = (assessment: unknown) =>
  listOf(assessment).flatMap((entry) => {
    const value = isDocument(entry) ? entry.value : undefined;
    return typeof value === 'string' ? [value] : [];
  });

/**
 * A mission as its editor reads it (§3.3): the draft's assessment, sets and competencies as the draft copies
 * (`draftAssessmentItem`, `draftCustomContents`, `draftCompetencyIds`), the published ones under their own names (the
 * draft's before the first publish); the badge thumbnail's id for documents that hold only the thumbnail (the seed's).
 */
export const missionEditorFields = (row: TContentRow) => {
  const { draft } = row;
  const published = row.published ?? draft;
  const badgeThumbnail = isDocument(draft.badgeThumbnail) ? draft.badgeThumbnail : {};
  return {
    draftAssessmentItem: listOf(draft.assessmentItem),
    draftCustomContents: listOf(draft.customContents),
    draftCompetencyIds: listOf(draft.competencyIds),
    assessmentItem: listOf(published.assessmentItem),
    customContents: listOf(published.customContents),
    competencyIds: listOf(published.competencyIds),
    badgeThumbnailId:
      typeof draft.badgeThumbnailId === 'string'
        ? draft.badgeThumbnailId
        : typeof badgeThumbnail.id === 'string'
          ? badgeThumbnail.id
          : null,
  };
};

/**
 * What a mission's editor reads besides the document (§3.3, §4.2): `isPublishDisabled` with the §5 messages that
 * disable it (`internalOnlyProblems`), `dependentIds` (published missions naming it as prerequisite), and the maps of
 * the items its draft and published versions name: `contentMap` (set contents and assessment items), `missionMap`
 * (prerequisites and dependents), `competencyMap`.
 */
const missionEditorData = async (db: TDbOrTx, row: TContentRow, actor: TActor) => {
  const draft = row.draft;
  const versions = [draft, row.published ?? {}];
  const sets = versions.flatMap((document) => listOf(document.customContents) as TSet[]);
  const contentIds = [
    ...sets.flatMap((set) => stringsOf(set.contentIds)),
    ...versions.flatMap((document) => valuesOf(document.assessmentItem)),
  ];
  const dependentIds = (await publishedParentIds(db, row.id, 'prerequisite', 'mission')).map((id) =>
    itemId('mission', id),
  );
  const prerequisiteIds = versions.flatMap((document) => stringsOf(document.prerequisiteIds));
  const competencyIds = versions.flatMap((document) => stringsOf(document.competencyIds));
  const rows = byItemId(
    await findItems(db, idsOf([...contentIds, ...prerequisiteIds, ...dependentIds, ...competencyIds])),
  );
  const problems = missionSetProblems(missionIsInternal(row), listOf(draft.customContents) as TSet[], rows);
  const mapOf = mapMaker(rows, actor);
  return {
    isPublishDisabled: problems.length > 0,
    internalOnlyProblems: problems,
    dependentIds,
    contentMap: mapOf(contentIds),
    missionMap: mapOf([...prerequisiteIds, ...dependentIds]),
    competencyMap: mapOf(competencyIds),
  };
};

/**
 * What a pathway's editor reads besides the document (§3.2): `missionMap` (its missions, each with its
 * prerequisites), `contentMap` (assessment items and highlights), `pathwayMap` (recommended next pathways).
 */
const pathwayEditorData = async (db: TDbOrTx, row: TContentRow, actor: TActor) => {
  const versions = [row.draft, row.published ?? {}];
  const missionIds = versions.flatMap((document) => stringsOf(document.missionIds));
  const contentIds = versions.flatMap((document) => [
    ...valuesOf(document.assessmentItems),
    ...stringsOf(document.highlightIds),
  ]);
  const pathwayIds = versions.flatMap((document) => stringsOf(document.recommendedNextPathways));
  const rows = byItemId(await findItems(db, idsOf([...missionIds, ...contentIds, ...pathwayIds])));
  const mapOf = mapMaker(rows, actor);
  return { missionMap: mapOf(missionIds), contentMap: mapOf(contentIds), pathwayMap: mapOf(pathwayIds) };
};

/**
 * What a live session's editor reads besides the document (§3.7): `contentMap` (the item it refers to) and, for a
 * session written outside the editor (the seed), its range as the content form's `begin`.
 */
const liveSessionEditorData = async (db: TDbOrTx, row: TContentRow, actor: TActor) => {
  const contentIds = stringsOf(row.draft.contentIds);
  const mapOf = mapMaker(byItemId(await findItems(db, idsOf(contentIds))), actor);
  return { contentMap: mapOf(contentIds), begin: liveSessionBegin(row.draft) };
};

/** A live session's range as the content form sends it ('start#end'): `begin`, else the stored rangeTime (the seed). */
export const liveSessionBegin = (document: TItemDocument) => {
  if (typeof document.begin === 'string') return document.begin;
  const range = isDocument(document.rangeTime) ? document.rangeTime : {};
  return typeof range.startTime === 'string' && typeof range.endTime === 'string'
    ? serializeLiveRange({ startTime: range.startTime, endTime: range.endTime })
    : null;
};

/**
 * An item as its editor reads it (GET ?edit=true and every authoring answer): the draft view, and for missions and
 * pathways the data their editors need besides (§3.2, §3.3).
 */
export const editorRead = async (
  db: TDbOrTx,
  row: TContentRow,
  actor: TActor,
  source: TSourceRef | null,
): Promise<TPresentedItem | TMissionEditorItem | TPathwayEditorItem | TLiveSessionEditorItem> => {
  const item = presentItem(row, 'draft', source);
  const type = row.type as TItemType;
  if (type === 'mission')
    return {
      ...item,
      ...missionEditorFields(row),
      ...(await missionEditorData(db, row, actor)),
    } satisfies TMissionEditorItem;
  if (type === 'pathway') return { ...item, ...(await pathwayEditorData(db, row, actor)) } satisfies TPathwayEditorItem;
  if (type === 'liveSession')
    return { ...item, ...(await liveSessionEditorData(db, row, actor)) } satisfies TLiveSessionEditorItem;
  return item;
};

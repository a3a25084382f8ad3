/** Editor content rules (§4.3) and the list rules of §5 the editor applies as the author works. */
import { AGE_OPTIONS } from '../constants';
import type { TErrorKey } from '../errors';

export type TAssessment = { op: 'And' | 'Or'; value: string };

/** Deleting an assessment item; deleting the first turns a following 'Or' into 'And' (§4.3). */
export const deleteAssessmentItem = (items: readonly TAssessment[], index: number): TAssessment[] => {
  const next = items.filter((_, position) => position !== index);
  const first = next[0];
  if (index === 0 && first?.op === 'Or') next[0] = { ...first, op: 'And' };
  return next;
};

/** Adding to an assessment list: an item already listed is not added again (§5). */
export const addAssessmentItem = (items: readonly TAssessment[], item: TAssessment): TAssessment[] =>
  items.some((entry) => entry.value === item.value) ? [...items] : [...items, item];

export type TSet = { id: string; title: string; description?: string; contentIds: string[]; deprecated?: boolean };

/** The default set is kept when it still exists; otherwise the first remaining set becomes the default (§4.3). */
export const ensureDefaultSet = (sets: readonly TSet[], defaultSet: string | null | undefined) =>
  sets.some((set) => set.id === defaultSet) ? (defaultSet as string) : (sets[0]?.id ?? null);

/** Deleting a set; deleting the default makes the first remaining set the default (§4.3). */
export const deleteSet = (sets: readonly TSet[], defaultSet: string | null | undefined, setId: string) => {
  const customContents = sets.filter((set) => set.id !== setId);
  return { customContents, defaultSet: ensureDefaultSet(customContents, defaultSet) };
};

/** Creating a set needs a title and at least one selected content; otherwise nothing happens (§5). */
export const createSet = (
  input: { title: string; description?: string; contentIds: readonly string[] },
  id: string,
): TSet | null => {
  const title = input.title.trim();
  if (!title || input.contentIds.length === 0) return null;
  return { id, title, description: input.description?.trim() ?? '', contentIds: [...new Set(input.contentIds)] };
};

/** A free asset is added with an empty note, never twice for one packageId (§5). */
export const addFreeAsset = (assets: readonly { packageId: string; note: string }[], packageId: string) => {
  const id = packageId.trim();
  if (!id || assets.some((asset) => asset.packageId === id)) return [...assets];
  return [...assets, { packageId: id, note: '' }];
};

/** Recommended next pathways hold no duplicates, nor the pathway itself (§5). */
export const addRecommendedPathway = (list: readonly string[], pathwayId: string, selfId?: string) =>
  list.includes(pathwayId) || pathwayId === selfId ? [...list] : [...list, pathwayId];

/** Switching a tutorial's category away from exercise asks for a delete-style confirmation first (§4.3). */
export const categoryChangeNeedsConfirm = (current: { isExercise: boolean }, isExercise: boolean) =>
  current.isExercise && !isExercise;

/** Changing a tutorial's category removes its solution plan (§4.3). */
export const changeCategory = <T extends { isExercise: boolean; solutionPlan?: unknown }>(
  general: T,
  isExercise: boolean,
): T => (general.isExercise === isExercise ? general : { ...general, isExercise, solutionPlan: null });

/** A message with its catalogue key and the values it names. */
export type TMessage = { key: TErrorKey; params: Record<string, string> };

type TTypedItem = { title: string; type: string; internalOnly?: boolean };

/** Internal-only tutorials and quizzes may not go into a non-internal mission (§5, §6). */
const isBlockedInternal = (mission: { internalOnly?: boolean }, item: TTypedItem) =>
  !mission.internalOnly && item.internalOnly === true && (item.type === 'tutorial' || item.type === 'quiz');

/** The add-time refusal: '{title} of type: {type} is Internal Only cannot add' (§5); null when allowed. */
export const internalOnlyAddRefusal = (mission: { internalOnly?: boolean }, item: TTypedItem): TMessage | null =>
  isBlockedInternal(mission, item)
    ? { key: 'mission_internalOnly_cannot_add', params: { title: item.title, type: item.type } }
    : null;

/**
 * The save-time messages: "Content set '{set title}' contains internal only content {title} of type {type}" for
 * each offending item (§5); any message makes the form invalid and disables publishing (§4.2 isPublishDisabled).
 */
export const internalOnlySetProblems = (
  mission: { internalOnly?: boolean },
  sets: readonly Pick<TSet, 'title' | 'contentIds'>[],
  itemsById: ReadonlyMap<string, TTypedItem>,
): TMessage[] =>
  sets.flatMap((set) =>
    set.contentIds.flatMap((id) => {
      const item = itemsById.get(id);
      return item && isBlockedInternal(mission, item)
        ? [
            {
              key: 'mission_set_contains_internalOnly' as const,
              params: { setTitle: set.title, title: item.title, type: item.type },
            },
          ]
        : [];
    }),
  );

export const isPublishDisabled = (...args: Parameters<typeof internalOnlySetProblems>) =>
  internalOnlySetProblems(...args).length > 0;

/** Age selects (§4.3, §5): the min list is cut so the min cannot exceed the chosen max, and vice versa. */
export const minAgeOptions = (max: number | null | undefined) =>
  AGE_OPTIONS.filter((age) => max === null || max === undefined || age <= max);
export const maxAgeOptions = (min: number | null | undefined) =>
  AGE_OPTIONS.filter((age) => min === null || min === undefined || age >= min);

/** A form counts as showing errors when any touched field has an error message (§5). */
export const showsErrors = (touched: Readonly<Record<string, boolean>>, errors: Readonly<Record<string, unknown>>) =>
  Object.entries(touched).some(([field, isTouched]) => isTouched && Boolean(errors[field]));

/** A message holding field names renders project_fields_required, listing them (§5). */
export const missingFieldsMessage = (fields: readonly string[]): TMessage => ({
  key: 'project_fields_required',
  params: { fields: fields.join(', ') },
});

import { randomUUID } from 'node:crypto';
import { estimationMinutes } from '@questline/domain/rules/computed';
import { ensureDefaultSet, type TSet } from '@questline/domain/rules/editor';
import { liveSessionDuration, parseLiveRange } from '@questline/domain/rules/ranges';
import { isRichText, richTextPlain } from '@questline/domain/rules/rich-text';
import type { TItemDocument } from '@questline/domain/schemas/content';
import type { TEditableType } from './editable-item';
import { documentsOf } from './item-refs';

/** A kept id when it is one and not taken yet in its list, else a new `{prefix}` + 8 hex one. */
export const keptOrNewId = (prefix: string, id: unknown, taken: Set<string>) => {
  const kept = typeof id === 'string' && id.length > 0 && !taken.has(id) ? id : `${prefix}${randomUUID().slice(0, 8)}`;
  taken.add(kept);
  return kept;
};

/** An uploaded image or video as documents hold it: its id and where it is served. */
const fileOf = (id: unknown) => (typeof id === 'string' && id ? { id, url: `/files/${id}` } : null);

const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** A tutorial's or quiz's estimated hours and minutes as its duration in minutes (§2.13, §3.6). */
const estimatedDuration = (form: TItemDocument) =>
  estimationMinutes({
    estimationInHour: numberOrUndefined(form.estimationInHour),
    estimationInMinute: numberOrUndefined(form.estimationInMinute),
  });

/**
 * A quiz's questions with ids on every question and option (§3.6): ids sent back are kept, so learners' answers stay
 * attached across saves; new entries (and repeats of an id already used) get new ones.
 */
const withQuestionIds = (questions: readonly TItemDocument[]) => {
  const questionIds = new Set<string>();
  return questions.map((question) => {
    const optionIds = new Set<string>();
    return {
      ...question,
      id: keptOrNewId('q', question.id, questionIds),
      options: documentsOf(question.options).map((option) => ({
        ...option,
        id: keptOrNewId('o', option.id, optionIds),
      })),
    };
  });
};

/**
 * A live session's stored range, duration and recording (§3.7, §5, §9): `begin` ('start#end') read into
 * rangeTime {startTime, endTime}, the duration end − start in minutes, and the previous video as {id, url, title}.
 */
const liveSessionDerived = (form: TItemDocument): TItemDocument => {
  const derived: TItemDocument = {};
  if (typeof form.begin === 'string') {
    const range = parseLiveRange(form.begin);
    // Stored as UTC instants in one format, so the calendar compares and orders them as text.
    derived.rangeTime = range && {
      startTime: new Date(range.startTime).toISOString(),
      endTime: new Date(range.endTime).toISOString(),
    };
    derived.duration = liveSessionDuration(range?.startTime, range?.endTime);
  }
  if ('previousVideoId' in form) {
    const video = fileOf(form.previousVideoId);
    const title = typeof form.previousVideoTitle === 'string' ? form.previousVideoTitle : '';
    derived.previousVideo = video && { ...video, title };
  }
  return derived;
};

/**
 * Values derived on every save and publish: plain text, the thumbnail's URL, step and question ids, the duration; a
 * mission's badge thumbnail and default set; a live session's range and recording.
 */
export const derive = (type: TEditableType, form: TItemDocument): TItemDocument => {
  const derived: TItemDocument = {};
  if ('description' in form) derived.descPlain = richTextPlain(isRichText(form.description) ? form.description : null);
  if ('thumbnailId' in form) derived.thumbnail = fileOf(form.thumbnailId);
  if (type === 'tutorial' && Array.isArray(form.sections)) {
    derived.sections = documentsOf(form.sections).map((section) => ({
      ...section,
      id: section.id || `s${randomUUID().slice(0, 8)}`,
    }));
    derived.duration = estimatedDuration(form);
  }
  if (type === 'quiz') {
    if (Array.isArray(form.questions)) derived.questions = withQuestionIds(documentsOf(form.questions));
    if ('estimationInHour' in form || 'estimationInMinute' in form) derived.duration = estimatedDuration(form);
  }
  if (type === 'mission') {
    if ('badgeThumbnailId' in form) derived.badgeThumbnail = fileOf(form.badgeThumbnailId);
    // §4.3: without a default (or with a deleted one) the first set is the default.
    if (Array.isArray(form.customContents))
      derived.defaultSet = ensureDefaultSet(
        form.customContents as TSet[],
        typeof form.defaultSet === 'string' ? form.defaultSet : null,
      );
  }
  // §9: a skill's manual duration counts only with withManual set, else it is 0.
  if (type === 'skill' && 'withManual' in form && form.withManual !== true) derived.manualDuration = 0;
  if (type === 'liveSession') Object.assign(derived, liveSessionDerived(form));
  return derived;
};

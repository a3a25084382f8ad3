import { isRichText, type TRichText } from '@questline/domain/rules/rich-text';
import { newQuestion } from '@questline/domain/schemas/editor-content';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { get, useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PlusIcon, TrashIcon } from '../../../ui/icons';
import { RichTextField } from '../../../ui/rich-text/rich-text-field';
import type { TDisplayItem, TDisplayMap } from '../api/get-item-maps';
import { AddContentDialog } from './parts/add-content-dialog';
import { ContentList } from './parts/content-list';
import { type TEditorItem, useDisplayMap } from './parts/display-map';
import { errorMessageAt, useErrorText } from './parts/error-text';
import { CheckboxField, FormCheckbox } from './parts/fields';
import { DragHandle, SortableList, useSortableRow } from './parts/sortable-list';
import {
  buttonClass,
  dangerIconButtonClass,
  descriptionClass,
  errorClass,
  fieldsetClass,
  iconButtonClass,
} from './parts/styles';
import { VersionRangeField } from './parts/version-range-field';

/** An option as the form holds it: the id the server gave it (absent until the first save), its text, correctness. */
type TOptionValue = { id?: string; body: TRichText | null; correct: boolean };
type TFeedbackKind = 'correct' | 'wrong';
/**
 * A question as the form holds it (§3.6). Ids and related content ids are kept as loaded, unseen, so a save keeps
 * them: learners' answers name questions and options by id.
 */
type TQuestionValue = {
  id?: string;
  body: TRichText | null;
  contentIds: string[];
  skillIds: string[];
  shuffleOptions: boolean;
  options: TOptionValue[];
  quizFeedback: Partial<Record<TFeedbackKind, TRichText | null>>;
};
/** The questions tab's values: the body of POST /api/learn/quiz/{id}/questions (FORMS.draft.quiz.questions). */
export type TQuestionsValues = { questions: TQuestionValue[]; engineVersionRange: string };

const FEEDBACK_KINDS: readonly TFeedbackKind[] = ['correct', 'wrong'];
/** The most options a question takes (the questions schema's limit). */
const MAX_OPTIONS = 20;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asId = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
const richText = (value: unknown): TRichText | null => (isRichText(value) ? value : null);

const optionOf = (raw: unknown): TOptionValue => {
  const option = asRecord(raw);
  return { id: asId(option.id), body: richText(option.body), correct: option.correct === true };
};

/** A stored question as the form edits it; an id is set only when the item has one. */
const questionOf = (raw: unknown): TQuestionValue => {
  const question = asRecord(raw);
  const feedback = asRecord(question.quizFeedback);
  const id = asId(question.id);
  return {
    ...(id ? { id } : {}),
    body: richText(question.body),
    contentIds: strings(question.contentIds),
    skillIds: strings(question.skillIds),
    shuffleOptions: question.shuffleOptions === true,
    options: Array.isArray(question.options) ? question.options.map(optionOf) : [],
    quizFeedback: { correct: richText(feedback.correct), wrong: richText(feedback.wrong) },
  };
};

/** The questions form's values from the item the editor read (§3.6, §7.2). */
export const questionsFormDefaults = (item: TEditorItem): TQuestionsValues => ({
  questions: Array.isArray(item.questions) ? item.questions.map(questionOf) : [],
  engineVersionRange: typeof item.engineVersionRange === 'string' ? item.engineVersionRange : '_',
});

/** What waits for the author's confirmation (§2.13: deleting a question, an option or a feedback). */
type TPendingDelete =
  | { kind: 'question'; question: number }
  | { kind: 'option'; question: number; option: number }
  | { kind: 'feedback'; question: number; feedback: TFeedbackKind };

const OptionRow = (props: { question: number; index: number; onDelete: () => void }) => {
  const { t } = useTranslation();
  const { control } = useFormContext<TQuestionsValues>();
  const name = `questions.${props.question}.options.${props.index}` as const;
  const { field } = useController({ control, name: `${name}.correct` });
  const number = props.index + 1;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <RichTextField name={`${name}.body`} label={t('editorForms.quiz.option', { number })} compact />
      <div className="flex items-center justify-between gap-2">
        <CheckboxField
          label={t('editorForms.quiz.correct')}
          ariaLabel={t('editorForms.quiz.optionCorrect', { number })}
          isSelected={field.value === true}
          onChange={(selected) => {
            field.onChange(selected);
            field.onBlur();
          }}
        />
        <Button
          aria-label={t('editorForms.quiz.deleteOption', { number })}
          onPress={props.onDelete}
          className={dangerIconButtonClass}
        >
          <TrashIcon />
        </Button>
      </div>
    </li>
  );
};

/** The options of one question: add, delete (after confirmation), mark correct; at least two, one correct (§5). */
const OptionsFields = (props: { question: number; onDelete: (option: number) => void }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, formState } = useFormContext<TQuestionsValues>();
  const { fields, append } = useFieldArray({
    control,
    name: `questions.${props.question}.options`,
    keyName: 'fieldKey',
  });
  const error = errorText(errorMessageAt(formState.errors, `questions.${props.question}.options`));
  const hintId = `question-${props.question}-options-hint`;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-slate-800">{t('editorForms.quiz.options')}</legend>
      <p id={hintId} className={descriptionClass}>
        {t('editorForms.quiz.optionsHint')}
      </p>
      <ol className="flex flex-col gap-2">
        {fields.map((field, index) => (
          <OptionRow
            key={field.fieldKey}
            question={props.question}
            index={index}
            onDelete={() => props.onDelete(index)}
          />
        ))}
      </ol>
      {error && <p className={errorClass}>{error}</p>}
      <div>
        <Button
          isDisabled={fields.length >= MAX_OPTIONS}
          onPress={() => append({ body: null, correct: false })}
          className={buttonClass}
        >
          <PlusIcon />
          {t('editorForms.quiz.addOption')}
        </Button>
      </div>
    </fieldset>
  );
};

/**
 * The correct and wrong feedback of a question (§3.6 quizFeedback). Added feedback stays open while empty, so the
 * field does not vanish when its text is cleared; removing it asks first.
 */
const FeedbackFields = (props: {
  question: number;
  open: ReadonlySet<TFeedbackKind>;
  onAdd: (kind: TFeedbackKind) => void;
  onRemove: (kind: TFeedbackKind) => void;
}) => {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-slate-800">{t('editorForms.quiz.feedback')}</legend>
      {FEEDBACK_KINDS.filter((kind) => props.open.has(kind)).map((kind) => (
        <div key={kind} className="flex flex-col gap-2">
          <RichTextField
            name={`questions.${props.question}.quizFeedback.${kind}`}
            label={t(`editorForms.quiz.feedbackLabel.${kind}`)}
            description={t(`editorForms.quiz.feedbackHint.${kind}`)}
            compact
          />
          <div>
            <Button onPress={() => props.onRemove(kind)} className={buttonClass}>
              <TrashIcon />
              {t(`editorForms.quiz.removeFeedback.${kind}`)}
            </Button>
          </div>
        </div>
      ))}
      {FEEDBACK_KINDS.some((kind) => !props.open.has(kind)) && (
        <div className="flex flex-wrap gap-2">
          {FEEDBACK_KINDS.filter((kind) => !props.open.has(kind)).map((kind) => (
            <Button key={kind} onPress={() => props.onAdd(kind)} className={buttonClass}>
              <PlusIcon />
              {t(`editorForms.quiz.addFeedback.${kind}`)}
            </Button>
          ))}
        </div>
      )}
    </fieldset>
  );
};

/** The skills a question assesses (§3.6 skillIds): picked from published skills, reordered, removed. */
const SkillsField = (props: {
  question: number;
  language: string | null;
  map: TDisplayMap;
  remember: (entry: TDisplayItem) => void;
}) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, getValues, formState } = useFormContext<TQuestionsValues>();
  const name = `questions.${props.question}.skillIds` as const;
  const { field } = useController({ control, name });
  const ids = strings(field.value);
  const number = props.question + 1;
  const set = (next: string[]) => {
    field.onChange(next);
    field.onBlur();
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-slate-800">{t('editorForms.quiz.skills')}</legend>
      <ContentList
        label={t('editorForms.quiz.skillsOf', { number })}
        ids={ids}
        map={props.map}
        onChange={set}
        emptyText={t('editorForms.quiz.noSkills')}
        error={errorText(errorMessageAt(formState.errors, name))}
      />
      <div>
        <AddContentDialog
          triggerLabel={t('editorForms.quiz.addSkill')}
          title={t('editorForms.quiz.addSkillTitle', { number })}
          types={['skill']}
          language={props.language}
          selectedIds={ids}
          onAdd={(entry) => {
            props.remember(entry);
            const current = strings(getValues(name));
            if (!current.includes(entry.id)) set([...current, entry.id]);
          }}
        />
      </div>
    </fieldset>
  );
};

const QuestionCard = (props: {
  index: number;
  fieldKey: string;
  count: number;
  openFeedback: ReadonlySet<TFeedbackKind>;
  language: string | null;
  map: TDisplayMap;
  remember: (entry: TDisplayItem) => void;
  onMove: (from: number, to: number) => void;
  onAddFeedback: (kind: TFeedbackKind) => void;
  onDelete: (pending: TPendingDelete) => void;
}) => {
  const { t } = useTranslation();
  const { formState } = useFormContext<TQuestionsValues>();
  const row = useSortableRow(props.fieldKey);
  const number = props.index + 1;
  const heading = t('editorForms.quiz.question', { number });
  const headingId = `question-${props.fieldKey}-heading`;
  const hasErrors = Boolean(get(formState.errors, `questions.${props.index}`));
  const move = (to: number) => {
    if (to >= 0 && to < props.count) props.onMove(props.index, to);
  };

  return (
    <li
      ref={row.setNodeRef}
      style={row.style}
      className={`rounded-xl border bg-white shadow-sm ${hasErrors ? 'border-red-300' : 'border-slate-200'} ${row.isDragging ? 'shadow-lg' : ''}`}
    >
      <fieldset aria-labelledby={headingId} className="min-w-0">
        <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
          <DragHandle label={t('editorForms.list.drag', { item: heading })} handle={row.handle} />
          <h3 id={headingId} className="min-w-0 flex-1 text-sm font-semibold text-slate-900">
            {heading}
          </h3>
          {hasErrors && (
            <span className="shrink-0 text-xs font-semibold text-red-700">{t('editorForms.steps.hasErrors')}</span>
          )}
          <Button
            aria-label={t('editorForms.quiz.moveUp', { number })}
            isDisabled={props.index === 0}
            onPress={() => move(props.index - 1)}
            className={iconButtonClass}
          >
            <span aria-hidden="true">↑</span>
          </Button>
          <Button
            aria-label={t('editorForms.quiz.moveDown', { number })}
            isDisabled={props.index === props.count - 1}
            onPress={() => move(props.index + 1)}
            className={iconButtonClass}
          >
            <span aria-hidden="true">↓</span>
          </Button>
          <Button
            aria-label={t('editorForms.quiz.deleteQuestion', { number })}
            onPress={() => props.onDelete({ kind: 'question', question: props.index })}
            className={dangerIconButtonClass}
          >
            <TrashIcon />
          </Button>
        </div>
        <div className="flex flex-col gap-5 px-4 py-4">
          <RichTextField
            name={`questions.${props.index}.body`}
            label={t('editorForms.quiz.questionText', { number })}
          />
          <OptionsFields
            question={props.index}
            onDelete={(option) => props.onDelete({ kind: 'option', question: props.index, option })}
          />
          <FormCheckbox
            name={`questions.${props.index}.shuffleOptions`}
            label={t('editorForms.quiz.shuffleOptions')}
            description={t('editorForms.quiz.shuffleOptionsHint')}
          />
          <FeedbackFields
            question={props.index}
            open={props.openFeedback}
            onAdd={props.onAddFeedback}
            onRemove={(feedback) => props.onDelete({ kind: 'feedback', question: props.index, feedback })}
          />
          <SkillsField question={props.index} language={props.language} map={props.map} remember={props.remember} />
        </div>
      </fieldset>
    </li>
  );
};

/** The feedback a question shows open at first: what it holds. */
const feedbackHeld = (question: TQuestionValue | undefined) =>
  new Set(FEEDBACK_KINDS.filter((kind) => question?.quizFeedback?.[kind] != null));

/**
 * The quiz questions tab (§2.13): add a question (two empty options, neither correct, §5) or an option; move a
 * question with buttons or by dragging (keyboard too); delete a question, option or feedback after a confirmation;
 * shuffle options; mark options correct; add or remove correct and wrong feedback; pick, reorder and remove a
 * question's skills. `item` (the editor read) gives the language to search skills in and their titles.
 */
export const QuestionsForm = ({ item }: { item?: TEditorItem }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, getValues, setValue, formState } = useFormContext<TQuestionsValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions', keyName: 'fieldKey' });
  const questions = useWatch({ control, name: 'questions' }) ?? [];
  const { map, remember } = useDisplayMap(
    item,
    questions.flatMap((question) => strings(question?.skillIds)),
  );
  const language = typeof item?.language === 'string' ? item.language : null;
  // Feedback the author opened, by question row: shown while empty, until removed.
  const [opened, setOpened] = useState<Readonly<Record<string, ReadonlySet<TFeedbackKind>>>>({});
  const [pending, setPending] = useState<TPendingDelete | null>(null);
  const keys = fields.map((field) => field.fieldKey);
  const openFeedback = (key: string, index: number) =>
    new Set([...feedbackHeld(questions[index]), ...(opened[key] ?? [])]);
  const setOpen = (key: string, kind: TFeedbackKind, open: boolean) =>
    setOpened((previous) => {
      const next = new Set(previous[key] ?? []);
      if (open) next.add(kind);
      else next.delete(kind);
      return { ...previous, [key]: next };
    });
  const listError = errorText(errorMessageAt(formState.errors, 'questions'));

  const confirmDelete = () => {
    if (!pending) return;
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    if (pending.kind === 'question') remove(pending.question);
    if (pending.kind === 'option') {
      const name = `questions.${pending.question}.options` as const;
      setValue(
        name,
        getValues(name).filter((_, index) => index !== pending.option),
        options,
      );
    }
    if (pending.kind === 'feedback') {
      setValue(`questions.${pending.question}.quizFeedback.${pending.feedback}`, null, options);
      const key = keys[pending.question];
      if (key) setOpen(key, pending.feedback, false);
    }
    setPending(null);
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="questions-heading" className="flex flex-col gap-3">
        <h2 id="questions-heading" className="text-lg font-semibold text-slate-900">
          {t('editorForms.quiz.heading', { count: fields.length })}
        </h2>
        {fields.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-500">
            {t('editorForms.quiz.empty')}
          </p>
        ) : (
          <SortableList
            ids={keys}
            labelOf={(key) => t('editorForms.quiz.question', { number: keys.indexOf(key) + 1 })}
            onMove={move}
          >
            <ol className="flex flex-col gap-4">
              {fields.map((field, index) => (
                <QuestionCard
                  key={field.fieldKey}
                  fieldKey={field.fieldKey}
                  index={index}
                  count={fields.length}
                  openFeedback={openFeedback(field.fieldKey, index)}
                  language={language}
                  map={map}
                  remember={remember}
                  onMove={move}
                  onAddFeedback={(kind) => setOpen(field.fieldKey, kind, true)}
                  onDelete={setPending}
                />
              ))}
            </ol>
          </SortableList>
        )}
        {listError && <p className={errorClass}>{listError}</p>}
        <div>
          <Button onPress={() => append(newQuestion())} className={buttonClass}>
            <PlusIcon />
            {t('editorForms.quiz.addQuestion')}
          </Button>
        </div>
      </section>

      <div className={fieldsetClass}>
        <VersionRangeField name="engineVersionRange" />
      </div>

      <ConfirmDialog
        isOpen={pending !== null}
        theme="delete"
        title={pending ? deleteTitle(t, pending) : ''}
        message={pending ? t(`editorForms.quiz.deleteMessage.${pending.kind}`) : undefined}
        confirmLabel={t('editorForms.quiz.delete')}
        cancelLabel={t('common.dialog.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </div>
  );
};

const deleteTitle = (t: TFunction, pending: TPendingDelete) => {
  const question = pending.question + 1;
  if (pending.kind === 'question') return t('editorForms.quiz.deleteTitle.question', { question });
  if (pending.kind === 'option')
    return t('editorForms.quiz.deleteTitle.option', { question, option: pending.option + 1 });
  return t(`editorForms.quiz.deleteTitle.${pending.feedback}Feedback`, { question });
};

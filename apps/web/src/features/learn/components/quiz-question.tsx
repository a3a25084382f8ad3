import { richTextPlain, type TRichTextNode } from '@questline/domain/rules/rich-text';
import { Checkbox, CheckboxGroup, Radio, RadioGroup, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import type { TLearnerQuestion } from '../learn-types';

const choiceClass =
  'group flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-900 transition hover:bg-slate-50 data-[selected]:border-brand-700 data-[selected]:bg-brand-50 data-[disabled]:cursor-default data-[disabled]:hover:bg-white data-[disabled]:data-[selected]:bg-brand-50';
const markClass =
  'mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center border-2 border-slate-400 bg-white text-white group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-brand-600 group-data-[selected]:border-brand-700';

const CheckMark = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
  </svg>
);

/** The question's text as its choices are named by: the plain text of its body. */
export const questionName = (question: TLearnerQuestion) =>
  richTextPlain(question.body as TRichTextNode | null).replace(/\s+/g, ' ');

type TQuestionProps = {
  question: TLearnerQuestion;
  /** The options the learner has chosen and not yet sent; an answered question shows what it was answered with. */
  selected: string[];
  onSelect: (optionIds: string[]) => void;
  isDisabled?: boolean;
};

/**
 * One question (§3.6): its text, its options as a radio group (one correct option) or a checkbox group (several),
 * and, once answered, whether the answer was right with the question's feedback. Which options are correct is never
 * known here: the server grades.
 */
export const QuizQuestion = ({ question, selected, onSelect, isDisabled = false }: TQuestionProps) => {
  const { t } = useTranslation();
  const { result } = question;
  const chosen = result ? result.optionIds : selected;
  const name = questionName(question);
  const disabled = isDisabled || result !== null;
  const options = question.options.map((option) => ({ option, label: <RichTextView doc={option.body} /> }));

  return (
    <div className="space-y-4">
      <RichTextView doc={question.body} className="text-lg" />
      {question.multiple ? (
        <CheckboxGroup aria-label={name} value={chosen} onChange={onSelect} isDisabled={disabled} className="space-y-2">
          <Text slot="description" className="block text-sm text-slate-600">
            {t('learn.quiz.chooseAll')}
          </Text>
          {options.map(({ option, label }) => (
            <Checkbox key={option.id} value={option.id} className={choiceClass}>
              {({ isSelected }) => (
                <>
                  <span aria-hidden="true" className={`${markClass} rounded group-data-[selected]:bg-brand-700`}>
                    {isSelected && <CheckMark />}
                  </span>
                  <span className="min-w-0 flex-1">{label}</span>
                </>
              )}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : (
        <RadioGroup
          aria-label={name}
          value={chosen[0] ?? null}
          onChange={(optionId) => onSelect([optionId])}
          isDisabled={disabled}
          className="space-y-2"
        >
          {options.map(({ option, label }) => (
            <Radio key={option.id} value={option.id} className={choiceClass}>
              <span aria-hidden="true" className={`${markClass} rounded-full`}>
                <span className="hidden h-2.5 w-2.5 rounded-full bg-brand-700 group-data-[selected]:block" />
              </span>
              <span className="min-w-0 flex-1">{label}</span>
            </Radio>
          ))}
        </RadioGroup>
      )}
      <QuizFeedback result={result} />
    </div>
  );
};

/** The mark beside a grading: a tick for a right answer, a cross for a wrong one; the words beside it say the same. */
export const VerdictIcon = ({ correct }: { correct: boolean }) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0" fill="currentColor">
    {correct ? (
      <path d="M10 1.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17Zm3.8 5.3a1 1 0 0 0-1.4 0L8.9 10.3 7.6 9a1 1 0 1 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4.2-4.2a1 1 0 0 0 0-1.4Z" />
    ) : (
      <path d="M10 1.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17ZM7.7 6.3a1 1 0 0 0-1.4 1.4L8.6 10l-2.3 2.3a1 1 0 1 0 1.4 1.4l2.3-2.3 2.3 2.3a1 1 0 0 0 1.4-1.4L11.4 10l2.3-2.3a1 1 0 0 0-1.4-1.4L10 8.6 7.7 6.3Z" />
    )}
  </svg>
);

/**
 * Whether the answer was right, as an icon and words, followed once by the question's own feedback: the words name the
 * grading ("Answered incorrectly") so they never repeat the author's feedback, which often opens with its own verdict.
 */
export const Verdict = ({ correct }: { correct: boolean }) => {
  const { t } = useTranslation();
  return (
    <p className={`flex items-center gap-2 font-semibold ${correct ? 'text-emerald-900' : 'text-amber-900'}`}>
      <VerdictIcon correct={correct} />
      {correct ? t('learn.quiz.correct') : t('learn.quiz.wrong')}
    </p>
  );
};

/**
 * Whether the answer was right, with the question's feedback. The live region is on the page before the answer
 * comes back, so screen readers announce the grading when it arrives.
 */
const QuizFeedback = ({ result }: { result: TLearnerQuestion['result'] }) => (
  <div role="status">
    {result && (
      <div
        className={`space-y-2 rounded-lg border px-4 py-3 ${
          result.correct ? 'border-emerald-300 bg-emerald-50' : 'border-amber-300 bg-amber-50'
        }`}
      >
        <Verdict correct={result.correct} />
        <RichTextView doc={result.feedback} />
      </div>
    )}
  </div>
);

import { effectiveDuration, totalPoints } from '@questline/domain/rules/computed';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/format';
import type { TLearnItem } from '../learn-types';

/** Skill level, duration and XP (§3.1), and a quiz's question count and pass mark (§3.6), as a definition list. */
export const ItemFacts = ({ item }: { item: TLearnItem }) => {
  const { t } = useTranslation();
  const duration = formatDuration({ type: item.type, duration: effectiveDuration(item) }, t);
  const xp = totalPoints(item.points);
  const questions = item.type === 'quiz' ? (item.questionsCount ?? 0) : 0;
  const passNumber = item.quizSetting?.passNumber ?? 0;
  const facts = [
    questions > 0 && { key: 'questions', term: t('learn.quiz.facts.questions'), value: String(questions) },
    questions > 0 &&
      passNumber > 0 && {
        key: 'passMark',
        term: t('learn.quiz.facts.passMark'),
        value: t('learn.quiz.facts.passMarkValue', { passNumber, total: questions }),
      },
    item.skillLevel && { key: 'skillLevel', term: t('card.skillLevel'), value: t(`skillLevels.${item.skillLevel}`) },
    duration && { key: 'duration', term: t('card.duration'), value: duration },
    xp > 0 && { key: 'xp', term: t('card.experience'), value: t('card.xp', { count: xp }) },
  ].filter((fact): fact is { key: string; term: string; value: string } => Boolean(fact));
  if (!facts.length) return null;
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-3">
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{fact.term}</dt>
          <dd className="mt-0.5 text-sm font-medium text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
};

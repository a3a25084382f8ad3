import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../../../lib/use-login';
import { hasMaterials, MaterialList } from '../../../ui/material-list';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import type { TLearnItem } from '../learn-types';

/**
 * The suggested solution of an exercise (§2.9, §6): hidden until asked for, and only for signed-in learners (the
 * server does not even send it to anonymous visitors), its text and its materials. A solution that requires completion
 * waits for it.
 */
export const SuggestedSolution = (props: { item: TLearnItem; signedIn: boolean; tutorialCompleted: boolean }) => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  const [shown, setShown] = useState(false);
  const { solutionPlan } = props.item;
  // Anonymous visitors receive no solution; an exercise tells them there is one to sign in for.
  const materials = hasMaterials(solutionPlan?.materials) ? solutionPlan?.materials : undefined;
  if (props.signedIn ? !solutionPlan?.body && !materials : !props.item.isExercise) return null;
  const locked = props.signedIn && solutionPlan?.requiredComplete === true && !props.tutorialCompleted;
  const panelId = `solution-${props.item.id}`;

  return (
    <section aria-labelledby="learn-solution" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="learn-solution" className="text-lg font-semibold text-slate-900">
        {t('learn.solution.title')}
      </h2>
      {locked ? (
        <p className="mt-2 text-sm text-slate-700">{t('learn.solution.completeFirst')}</p>
      ) : (
        <Button
          aria-expanded={props.signedIn ? shown : undefined}
          aria-controls={props.signedIn && shown ? panelId : undefined}
          onPress={() => (props.signedIn ? setShown((value) => !value) : openLogin())}
          className="mt-3 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
        >
          {shown ? t('learn.solution.hide') : t('learn.solution.show')}
        </Button>
      )}
      {shown && !locked && (
        <div id={panelId} className="mt-4">
          {solutionPlan?.body && <RichTextView doc={solutionPlan.body} />}
          {materials && (
            <>
              <h3 className="mt-4 text-base font-semibold text-slate-900">{t('learn.solution.materials')}</h3>
              <div className="mt-2">
                <MaterialList materials={materials} />
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
};

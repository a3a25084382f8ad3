import type { TLevelDetail } from '@questline/domain/rules/levels';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { dialogPrimaryClass, LearnDialog } from '../../../ui/learn-dialog';
import { LevelLine } from './experience-levels';

/** The experience dialog (§2.14, §3.10): what a completion earned, per category; "Level up!" when a level rose. */
export const ExperienceDialog = (props: { levelDetails: readonly TLevelDetail[]; onClose: () => void }) => {
  const { t } = useTranslation();
  const levelUp = props.levelDetails.some((detail) => detail.isLevelUp);
  return (
    <LearnDialog
      isOpen
      onClose={props.onClose}
      title={levelUp ? t('learn.experience.levelUpTitle') : t('learn.experience.earnedTitle')}
      footer={
        <Button autoFocus onPress={props.onClose} className={dialogPrimaryClass}>
          {t('learn.experience.continue')}
        </Button>
      }
    >
      <ul className="space-y-3">
        {props.levelDetails.map((detail) => (
          <LevelLine key={detail.categoryId} detail={detail} />
        ))}
      </ul>
    </LearnDialog>
  );
};

type TShowExperience = (levelDetails: readonly TLevelDetail[] | null | undefined, onClosed?: () => void) => void;

const ExperienceContext = createContext<TShowExperience | null>(null);

/**
 * Holds the page's experience dialog: any learner write that answers level details (a tutorial step, a quiz pass, a
 * resumed checkpoint) shows them through useShowExperience. Nothing opens for an empty list.
 */
export const ExperienceProvider = ({ children }: { children: ReactNode }) => {
  const [shown, setShown] = useState<{ levelDetails: readonly TLevelDetail[]; onClosed?: () => void } | null>(null);
  const afterClose = useRef<(() => void) | null>(null);
  const show = useCallback<TShowExperience>((levelDetails, onClosed) => {
    if (levelDetails?.length) setShown({ levelDetails, onClosed });
  }, []);
  // The dialog hands focus back when it goes, a frame later; where the page wants focus comes after that.
  useEffect(() => {
    const callback = afterClose.current;
    if (shown || !callback) return;
    afterClose.current = null;
    const frame = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  return (
    <ExperienceContext.Provider value={show}>
      {children}
      {shown && (
        <ExperienceDialog
          levelDetails={shown.levelDetails}
          onClose={() => {
            afterClose.current = shown.onClosed ?? null;
            setShown(null);
          }}
        />
      )}
    </ExperienceContext.Provider>
  );
};

export const useShowExperience = () => {
  const show = useContext(ExperienceContext);
  if (!show) throw new Error('useShowExperience outside ExperienceProvider');
  return show;
};

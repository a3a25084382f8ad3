import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../../../lib/use-login';
import { useFormatDateTime, useTimePassed } from '../hooks/use-time-passed';

export const primaryButtonClass =
  'rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[disabled]:hover:bg-brand-700';

type TStartProps = {
  signedIn: boolean;
  /** A finished attempt exists: the button reads "Try again" rather than "Start quiz". */
  retry: boolean;
  /** While a failed attempt's freeze runs (ISO end time), no new attempt can start. */
  frozenUntil: string | null;
  /** The server refused the start because of the freeze (quiz_attempt_frozen). */
  refusedFrozen: boolean;
  isPending: boolean;
  onStart: () => void;
};

/**
 * How a learner begins an attempt: anonymous visitors sign in first; after a finished attempt they try again, unless
 * a failed attempt's freeze still runs, in which case the page says until when and opens by itself when it ends.
 */
export const QuizStart = ({ signedIn, retry, frozenUntil, refusedFrozen, isPending, onStart }: TStartProps) => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  const open = useTimePassed(frozenUntil);
  const formatDateTime = useFormatDateTime();

  if (!signedIn) {
    return (
      <Button onPress={() => openLogin()} className={primaryButtonClass}>
        {t('learn.quiz.signIn')}
      </Button>
    );
  }
  const until = frozenUntil && !open ? formatDateTime(frozenUntil) : null;
  return (
    <div className="space-y-3">
      {until && (
        <div className="space-y-1 text-sm">
          {refusedFrozen && (
            <p role="alert" className="font-medium text-red-800">
              {t('errors.quiz_attempt_frozen', { until })}
            </p>
          )}
          <p className="text-slate-800">{t('learn.quiz.frozen', { time: until })}</p>
        </div>
      )}
      <Button onPress={onStart} isDisabled={until !== null || isPending} className={primaryButtonClass}>
        {retry ? t('learn.quiz.tryAgain') : t('learn.quiz.start')}
      </Button>
    </div>
  );
};

import { useTranslation } from 'react-i18next';
import { useLogin } from '../../../lib/use-login';
import { cardClass, primaryButtonClass } from './styles';

/**
 * What anonymous visitors see on the groups pages (the shell's route gate shows it): groups are for signed-in learners.
 * /groups keeps its heading above the prompt.
 */
export const SignInPrompt = ({ withHeading = false }: { withHeading?: boolean }) => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  const prompt = (
    <div className={`${cardClass} mx-auto mt-10 max-w-lg text-center`}>
      <p className="text-slate-800">{t('groups.signInPrompt')}</p>
      <button type="button" className={`${primaryButtonClass} mt-4`} onClick={() => openLogin()}>
        {t('avatar.signIn')}
      </button>
    </div>
  );
  if (!withHeading) return prompt;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('groups.title')}</h1>
      {prompt}
    </div>
  );
};

import { useTranslation } from 'react-i18next';
import { useLogin } from '../../../lib/use-login';
import { cardClass, primaryButtonClass } from './styles';

/** What anonymous visitors see on the groups pages: groups are for signed-in learners. */
export const SignInPrompt = () => {
  const { t } = useTranslation();
  const { openLogin } = useLogin();
  return (
    <div className={`${cardClass} mx-auto mt-10 max-w-lg text-center`}>
      <p className="text-slate-800">{t('groups.signInPrompt')}</p>
      <button type="button" className={`${primaryButtonClass} mt-4`} onClick={() => openLogin()}>
        {t('avatar.signIn')}
      </button>
    </div>
  );
};

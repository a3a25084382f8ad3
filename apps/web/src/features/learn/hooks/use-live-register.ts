import { isSafeHref } from '@questline/domain/rules/urls';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useMe } from '../../../api/session';
import { useLogin } from '../../../lib/use-login';
import { useToast } from '../../../ui/toast';
import { useRegisterLiveSession } from '../api/register-live-session';

const POPUP_FEATURES = 'popup,width=1000,height=760';

/**
 * Register for a live session (§4.6): anonymous readers are asked to sign in; signed-in ones are recorded (the
 * server stores the tracking event) and the session's register page opens in a popup. The popup opens blank inside
 * the click, where popup blockers allow it, and goes to the register URL once the server answers; it closes again
 * when registering fails.
 */
export const useLiveRegister = (sessionId: string) => {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const { openLogin } = useLogin();
  const toast = useToast();
  const mutation = useRegisterLiveSession();

  const register = () => {
    if (!me) {
      openLogin();
      return;
    }
    const popup = window.open('about:blank', `questline-live-${sessionId}`, POPUP_FEATURES);
    mutation.mutate(sessionId, {
      onSuccess: ({ registerUrl }) => {
        if (!isSafeHref(registerUrl)) {
          popup?.close();
          toast(t('errors.internal_error'), { tone: 'error' });
          return;
        }
        if (popup && !popup.closed) {
          // The register page is another site: it must not reach back into this window.
          popup.opener = null;
          popup.location.href = registerUrl;
        } else {
          // The blank popup was blocked: with noopener window.open answers null even when it opened.
          window.open(registerUrl, '_blank', `${POPUP_FEATURES},noopener`);
        }
      },
      onError: (error) => {
        popup?.close();
        const key = error instanceof ApiError && i18n.exists(`errors.${error.key}`) ? error.key : 'internal_error';
        toast(t(`errors.${key}`), { tone: 'error' });
      },
    });
  };

  return { register, pending: mutation.isPending };
};

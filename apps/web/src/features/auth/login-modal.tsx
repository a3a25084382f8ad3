import { safeRedirectPath } from '@questline/domain/schemas/session';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fetchAuthUrl } from '../../api/session';
import { currentLocale } from '../../i18n/i18n';
import { CloseButton } from '../../ui/close-button';
import { isSignedInMessage } from './identity-messages';

type TProps = { request: { register: boolean; redirectTo: string }; onClose: () => void };

/**
 * The login modal (§2.14): the identity page, fetched from /api/authUrl, in a 500 px iframe. When the page
 * signs in, the whole app reloads at the redirect target, signed in.
 */
export const LoginModal = ({ request, onClose }: TProps) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const authUrl = useQuery({
    queryKey: ['authUrl', request.redirectTo, request.register, locale],
    queryFn: () => fetchAuthUrl({ redirectTo: request.redirectTo, locale, register: request.register }),
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isSignedInMessage(event)) window.location.assign(safeRedirectPath(event.data.redirectTo));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/80 p-4"
    >
      <Modal className="w-full max-w-md overflow-hidden rounded-2xl bg-white shadow-2xl">
        <Dialog className="outline-none" aria-labelledby="login-title">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
            <Heading slot="title" id="login-title" className="text-base font-semibold text-slate-900">
              {request.register ? t('login.registerTitle') : t('login.title')}
            </Heading>
            <CloseButton label={t('common.close')} onPress={onClose} />
          </div>
          {authUrl.data ? (
            <iframe
              src={authUrl.data.url}
              title={request.register ? t('login.registerTitle') : t('login.title')}
              className="block h-[500px] w-full border-0"
            />
          ) : (
            <div className="flex h-[500px] items-center justify-center text-sm text-slate-600" role="status">
              {authUrl.isError ? t('login.unavailable') : t('common.loading')}
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};

import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { LoginContext, type TLoginRequest } from '../../lib/use-login';

// The modal (and the dialog machinery under it) loads on first use, not with the page.
const LoginModal = lazy(() => import('./login-modal').then((module) => ({ default: module.LoginModal })));

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The login gate (§4.7): anything may ask for sign-in (lib/use-login.ts); the modal embeds the identity page. */
export const LoginProvider = ({ children }: { children: ReactNode }) => {
  const [request, setRequest] = useState<TLoginRequest | null>(null);
  const openLogin = useCallback((options: Partial<TLoginRequest> = {}) => {
    setRequest({ register: options.register ?? false, redirectTo: options.redirectTo ?? currentPath() });
  }, []);
  const value = useMemo(() => ({ openLogin }), [openLogin]);
  return (
    <LoginContext.Provider value={value}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <LoginModal request={request} onClose={() => setRequest(null)} />
        </Suspense>
      )}
    </LoginContext.Provider>
  );
};

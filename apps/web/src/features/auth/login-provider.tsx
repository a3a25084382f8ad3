import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';

type TLoginRequest = { register: boolean; redirectTo: string };
type TLoginContext = { openLogin: (options?: Partial<TLoginRequest>) => void };

const LoginContext = createContext<TLoginContext | null>(null);

// The modal (and the dialog machinery under it) loads on first use, not with the page.
const LoginModal = lazy(() => import('./login-modal').then((module) => ({ default: module.LoginModal })));

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The login gate (§4.7): anything may ask for sign-in; the modal embeds the identity page. */
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

export const useLogin = () => {
  const context = useContext(LoginContext);
  if (!context) throw new Error('useLogin outside LoginProvider');
  return context;
};

import { createContext, useContext } from 'react';

/** What a sign-in request asks for: the sign-up form instead of sign-in, and where to land afterwards. */
export type TLoginRequest = { register: boolean; redirectTo: string };
type TLoginContext = { openLogin: (options?: Partial<TLoginRequest>) => void };

/** The login gate's context; features/auth/login-provider.tsx provides it (the layout renders that provider). */
export const LoginContext = createContext<TLoginContext | null>(null);

/** Asks for sign-in (§4.7): opens the login modal, which embeds the identity page. */
export const useLogin = () => {
  const context = useContext(LoginContext);
  if (!context) throw new Error('useLogin outside LoginProvider');
  return context;
};

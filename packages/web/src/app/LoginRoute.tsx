import { useCallback } from 'react';
import type { Session } from '@amora/contracts';
import { LoginPage } from '../features/login/LoginPage.tsx';
import { completeLogin } from './session/complete-login.ts';
import { useSessionContext } from './session/session-context.ts';

/** The login page wired to session start: once logged in, the route guard moves on to matches. */
export function LoginRoute() {
  const context = useSessionContext();
  const onLoggedIn = useCallback((session: Session) => completeLogin(context, session), [context]);
  return <LoginPage onLoggedIn={onLoggedIn} />;
}

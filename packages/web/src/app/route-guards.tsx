import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../shared/routing/index.ts';
import { useSelector } from 'react-redux';
import { selectAuthStatus } from './session/session-slice.ts';

/** Pages for visitors only: a logged-in member goes to matches (spec 1 §2). */
export function LoggedOutOnly({ children }: { children: ReactNode }) {
  const status = useSelector(selectAuthStatus);
  return status === 'loggedIn' ? <Navigate to="/matches" replace /> : children;
}

/** The logged-in area: a visitor is sent home (spec 1 §2). */
export function LoggedInOnly({ children }: { children: ReactNode }) {
  const status = useSelector(selectAuthStatus);
  return status === 'loggedIn' ? children : <Navigate to="/" replace />;
}

/** A legacy or deprecated path: the same query and hash on the current address. */
export function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

import { SESSION_CHECK_INTERVAL_MS } from '@trade-terms/domain/session';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { closeErrorToasts } from '../../../platform/notifier';
import { currentSessionStatus, expireSession } from '../../../platform/session';
import { loginState } from '../wanted-path';

/**
 * Shows its children only with a valid session, and keeps checking while they are shown: a
 * logout in another tab or a token that runs out sends the user to /login (spec, section 4).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const status = currentSessionStatus();
  const locationRef = useRef(location);

  useEffect(() => {
    locationRef.current = location;
  });

  useEffect(() => {
    if (status === 'expired') expireSession();
  }, [status]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const now = currentSessionStatus();
      if (now === 'signed-in') return;
      // A logout in another tab ends this tab's session too, and with it its error toasts.
      if (now === 'expired') expireSession();
      else closeErrorToasts();
      navigate(paths.login.href(), { replace: true, state: loginState(locationRef.current) });
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [navigate]);

  if (status !== 'signed-in') {
    return <Navigate to={paths.login.href()} replace state={loginState(location)} />;
  }
  return children;
}

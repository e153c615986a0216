import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { endSession } from '../../platform/session';
import { loginState } from './wanted-path';

/**
 * Ends the session and goes to /login, forgetting the cached data of this user. /login keeps the
 * page the user left, as it does after an expired session, so signing in again returns there (a
 * user without its role then sees the page refused, never its data). Said here, not left to the
 * session guard: the guard would redirect too once the token is gone, and which of the two
 * navigations came last decided where the next sign-in led.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return () => {
    endSession();
    // The next user of this browser must not see the previous user's cached data.
    queryClient.clear();
    navigate(paths.login.href(), { replace: true, state: loginState(location) });
  };
}

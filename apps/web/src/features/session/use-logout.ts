import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { endSession } from '../../platform/session';

/** Ends the session and goes to /login, forgetting the cached data of this user. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    endSession();
    // The next user of this browser must not see the previous user's cached data.
    queryClient.clear();
    navigate(paths.login.href(), { replace: true });
  };
}

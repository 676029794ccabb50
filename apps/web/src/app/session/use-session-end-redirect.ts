import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../layout/menu-rules';
import { sessionEndNotice } from './session-end-notice';
import { removeSessionQueries } from './session-queries';

/**
 * When a session is ended for the player (a time-out, self-exclusion, the session-time limit:
 * session-end-notice.ts), the site forgets its answers and goes to the login screen, which says
 * why. On the login screen itself (a refused login) there is nowhere to go.
 */
export function useSessionEndRedirect(onLoginScreen: boolean): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onLogin = useRef(onLoginScreen);
  onLogin.current = onLoginScreen;
  useEffect(
    () =>
      sessionEndNotice.subscribe(() => {
        if (sessionEndNotice.read() === null || onLogin.current) return;
        removeSessionQueries(queryClient);
        navigate(LOGIN_PATH, { replace: true });
      }),
    [navigate, queryClient],
  );
}

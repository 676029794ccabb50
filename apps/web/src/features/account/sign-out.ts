/** Signing out (spec §4 Logout). */
import { ACCOUNT_CALLS, LOADING_TOAST_LONG_MS } from '@app/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { call } from '../../app/api-client';
import { HOME_PATH } from '../../app/layout-rules';
import { removeSessionQueries } from '../../app/session/session-queries';
import { useTranslation } from '../../i18n/use-translation';
import { preferences, sessionInfoStore } from '../../lib/storage';
import { confirm } from '../../ui/dialogs';
import { toast } from '../../ui/toast';

/**
 * Tells the server to revoke the session token. A failure is not the user's problem: the local
 * session ends anyway and the server's idle timeout ends an orphaned token.
 */
export async function logoutOnServer(token: string): Promise<void> {
  try {
    await call(ACCOUNT_CALLS.logout, { token });
  } catch (error) {
    console.warn('Server logout failed; the local session ends anyway.', error);
  }
}

/** Spec §4: wipe session storage (token, trial user, member info) and stop auto-login. */
export function endLocalSession(): void {
  sessionInfoStore.wipe();
  preferences.autoLogin.write(false);
}

/**
 * Ends the session now: a loading toast (9999 s), log out on the server, end the local session,
 * drop every cached answer of the old session (member info, balances ...), replace with home. The
 * reality check's 'Stop playing' ends it so; the sign-out asks first (useSignOut).
 */
export function useEndSession(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const session = sessionInfoStore.read();
    if (!session) return;
    toast.loading(t('in_please_wait'), LOADING_TOAST_LONG_MS);
    try {
      await logoutOnServer(session.token);
    } finally {
      // A screen that needs a session (wallet, password change) sends a session-less visitor to the
      // login screen as it renders. Ending the session in one synchronous render lets that redirect
      // start first, so that the navigation home below, started after it, is the one that lands.
      flushSync(endLocalSession);
      removeSessionQueries(queryClient);
      toast.clear();
      navigate(HOME_PATH, { replace: true });
    }
  }, [navigate, queryClient, t]);
}

/** Spec §4 Logout: confirm, then end the session (useEndSession). */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const endSession = useEndSession();
  return useCallback(async () => {
    if (!sessionInfoStore.read()) return;
    if (!(await confirm({ content: t('in_sure_logout') }))) return;
    await endSession();
  }, [endSession, t]);
}

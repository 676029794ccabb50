/** Signing out (spec §4 Logout). */
import { LOADING_TOAST_LONG_MS } from '@app/contract/client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../app/api-client';
import { HOME_PATH } from '../../app/layout-rules';
import { preferences, sessionInfoStore } from '../../lib/storage';
import { confirm } from '../../ui/dialogs';
import { toast } from '../../ui/toast';

/** DESIGN §4 names this path; the accounts feature adds it to the contract with the sessions. */
const LOGOUT_PATH = '/wps/session/logout';

/**
 * Tells the server to revoke the session token. A failure is not the user's problem: the local
 * session ends anyway and the server's idle timeout ends an orphaned token.
 */
export async function logoutOnServer(token: string): Promise<void> {
  try {
    await apiRequest<unknown>(LOGOUT_PATH, { method: 'DELETE', token });
  } catch (error) {
    console.warn('Server logout failed; the local session ends anyway.', error);
  }
}

/** Spec §4: wipe session storage (token, trial user, member info) and stop auto-login. */
export function endLocalSession(): void {
  sessionInfoStore.wipe();
  preferences.autoLogin.write(false);
}

/** Confirm, show a loading toast (9999 s), log out on the server, end the session, replace with home. */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(async () => {
    const session = sessionInfoStore.read();
    if (!session) return;
    if (!(await confirm({ content: t('in_sure_logout') }))) return;
    toast.loading(t('in_please_wait'), LOADING_TOAST_LONG_MS);
    try {
      await logoutOnServer(session.token);
    } finally {
      endLocalSession();
      toast.clear();
      navigate(HOME_PATH, { replace: true });
    }
  }, [navigate, t]);
}

/** Trial play (spec §2 Login screen, §4 Trial play): a trial session, then home in place of this page. */
import { LOADING_TOAST_LONG_MS } from '@app/contract/client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toastApiError } from '../../app/api-error-toast';
import { HOME_PATH } from '../../app/layout-rules';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from '../../ui/toast';
import { accountApi } from './queries';
import { startTrialSession } from './session';

/** Starts trial play: the login screen's trial button and the trial screen's. */
export function useTrialPlay(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(async () => {
    toast.loading(t('in_please_wait'), LOADING_TOAST_LONG_MS);
    try {
      startTrialSession(await accountApi.trial());
      toast.clear();
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      toast.clear();
      toastApiError(error);
    }
  }, [navigate, t]);
}

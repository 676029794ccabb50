import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { confirm } from '../../ui/dialogs';
import { toast } from '../../ui/toast';
import { type MenuAction, REGISTER_PATH } from './menu-rules';

/** Carries out a menu rule's decision: navigate, prompt a trial account to register, or tell. */
export function useMenuAction(): (action: MenuAction) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async (action: MenuAction) => {
      switch (action.kind) {
        case 'navigate':
          navigate(action.to);
          return;
        case 'trial-prompt':
          if (
            await confirm({
              content: t('trial_member_prompt'),
              confirmText: t('register_now'),
              cancelText: t('cancel'),
            })
          ) {
            navigate(REGISTER_PATH);
          }
          return;
        case 'message':
          toast.info(t(action.messageKey));
          return;
      }
    },
    [navigate, t],
  );
}

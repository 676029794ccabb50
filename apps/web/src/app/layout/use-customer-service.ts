import { isSafeLink } from '@app/contract/client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSiteConfig } from '../../features/system/queries';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from '../../ui/toast';

/** The built-in support chat's screen (decision 0044). */
const LIVE_CHAT_PATH = '/m/liveChat';

/**
 * Opens the customer-service chat: the operator's external chat in a new tab when set, else the
 * built-in chat (/m/liveChat, whitelabel CBS3; a visitor is sent to login by its route); without
 * either, the 'contact service' message. externalChatUrl is the one setting of an outside chat.
 */
export function useOpenCustomerService(): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: config } = useSiteConfig();
  const external = config?.externalChatUrl;
  const builtIn = config?.whitelabel.CBS3 ?? false;
  return useCallback(() => {
    if (external && isSafeLink(external)) window.open(external, '_blank', 'noopener,noreferrer');
    else if (builtIn) navigate(LIVE_CHAT_PATH);
    else toast.info(t('contact_service'));
  }, [external, builtIn, navigate, t]);
}

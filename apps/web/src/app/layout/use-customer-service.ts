import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../features/system/queries';
import { toast } from '../../ui/toast';

/** Opens the site's customer-service chat (site config paths.liveChat) in a new tab. */
export function useOpenCustomerService(): () => void {
  const { t } = useTranslation();
  const { data: config } = useSiteConfig();
  const liveChat = config?.paths.liveChat;
  return useCallback(() => {
    if (liveChat) window.open(liveChat, '_blank', 'noopener,noreferrer');
    else toast.info(t('contact_service'));
  }, [liveChat, t]);
}

import { TOAST_SHORT_MS } from '@app/contract/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { antdLocaleStore } from '../i18n/language';
import { toast } from '../ui/toast';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** Spec §4 toast types: the offline toast shows when the browser loses its connection. */
function OfflineNotice() {
  const { t } = useTranslation();
  useEffect(() => {
    const onOffline = () => toast.offline(t('toast_offline'), TOAST_SHORT_MS);
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, [t]);
  return null;
}

/** antd-mobile's locale follows the language (imperative toasts use setDefaultConfig, see language.ts). */
function AntdLocale({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(antdLocaleStore.subscribe, antdLocaleStore.get);
  return locale ? <ConfigProvider locale={locale}>{children}</ConfigProvider> : children;
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <AntdLocale>
          <OfflineNotice />
          {children}
        </AntdLocale>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { antdLocaleStore } from '../i18n/language';
import { OfflineBar } from './offline/offline-bar';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'always': offline, a question fails at once and the screen says so with a retry
      // (TanStack's default would pause it, a skeleton without end); an answer is asked again on
      // reconnect all the same. A call that changes something (money above all) is never held
      // back to be sent when the connection returns: it fails now, and the player decides again.
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
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
      <AntdLocale>
        <OfflineBar />
        {children}
      </AntdLocale>
    </QueryClientProvider>
  );
}

import { CONSOLE_NONCE_META } from '@app/contract/client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useState } from 'react';
import { resourcesOf, useTranslation } from '../lib/i18n/i18n';
import { createQueryClient } from './query-client';
import { CONSOLE_THEME } from './theme';

/**
 * The nonce the server wrote into this page for its Content-Security-Policy: antd writes its
 * styles into <style> elements at run time, which the policy allows with this nonce only. None
 * under Vite's dev server, which sends no policy.
 */
function pageNonce(): { nonce?: string } {
  const nonce = document.querySelector<HTMLMetaElement>(`meta[name="${CONSOLE_NONCE_META}"]`)?.content;
  return nonce ? { nonce } : {};
}

/** The query cache, and antd's theme, style nonce and locale pack following the active language. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [csp] = useState(pageNonce);
  const { language } = useTranslation();
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={resourcesOf(language).antdLocale} theme={CONSOLE_THEME} csp={csp}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}

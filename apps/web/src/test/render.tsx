/** Test helpers: the app's providers with a fresh query client and a stubbed fetch. */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Providers } from '../app/providers';
import type { SessionInfo } from '../lib/storage';
import { sessionInfoStore } from '../lib/storage';

export function renderWithProviders(
  ui: ReactElement,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return render(<Providers queryClient={queryClient}>{ui}</Providers>);
}

/** Answers each API path with an envelope value (or a network failure for `null`). */
export function stubApi(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (!(path in answers))
      return new Response(JSON.stringify({ success: false, errorCode: 'NOT_FOUND', message: '' }), {
        status: 404,
      });
    const value = answers[path];
    if (value === null) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ success: true, value }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const signIn = (type: number): SessionInfo => {
  const session = {
    token: `token-${type}`,
    userName: `player${type}`,
    type,
    merchantCode: 'demo',
    firstTimeLogin: false,
  };
  sessionInfoStore.write(session);
  return session;
};

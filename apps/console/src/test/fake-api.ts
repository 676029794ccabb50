/** A fake API for page tests: answers by "METHOD /path" in envelopes, and records every call. */
import { vi } from 'vitest';

export type Reply =
  | { value: unknown }
  | { status: number; errorCode: string; value?: Record<string, unknown> };

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The JSON body, parsed. */
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Route = Reply | Reply[] | ((call: RecordedCall) => Reply);

/**
 * Stubs fetch. A route's reply may be one answer, a function of the call, or a list answered in
 * turn (the last one again once the list is used up). An unknown route answers 404 NOT_FOUND.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const turns = new Map<string, number>();
  const replyOf = (route: Route, key: string, call: RecordedCall): Reply => {
    if (typeof route === 'function') return route(call);
    if (!Array.isArray(route)) return route;
    const turn = turns.get(key) ?? 0;
    turns.set(key, turn + 1);
    return route[Math.min(turn, route.length - 1)] as Reply;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const call: RecordedCall = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: { ...(init.headers as Record<string, string>) },
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        credentials: init.credentials,
      };
      calls.push(call);
      const key = `${call.method} ${call.path}`;
      const route = routes[key];
      const reply: Reply = route
        ? replyOf(route, key, call)
        : { status: 404, errorCode: 'NOT_FOUND', value: undefined };
      const envelope =
        'errorCode' in reply
          ? { success: false, errorCode: reply.errorCode, message: reply.errorCode, value: reply.value }
          : { success: true, value: reply.value };
      return new Response(JSON.stringify(envelope), { status: 'status' in reply ? reply.status : 200 });
    }),
  );
  return {
    calls,
    /** The calls made to one route, in order. */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

/**
 * The one way the console talks to the API (same origin, under /wps): the staff session travels as
 * its HttpOnly cookie, every call but GET/HEAD carries the session's CSRF token
 * (STAFF_CSRF_HEADER), and the `{ success, value }` envelope is unwrapped or turned into an
 * ApiError. The message shown for an error is chosen where it is shown (api-errors.ts), in the
 * language of that moment.
 */
import type { Envelope } from '@app/contract';
import { type ApiCall, ErrorCode, STAFF_CSRF_HEADER } from '@app/contract/client';

/** Our error code when the request never got an answer (offline, DNS, a proxy's empty 502). */
export const NETWORK_ERROR = 'NETWORK';

export class ApiError extends Error {
  constructor(
    readonly errorCode: string,
    readonly status: number,
    /** The failure envelope's value: field errors, retryAfterSeconds ... */
    readonly value?: Record<string, unknown>,
  ) {
    super(errorCode);
    this.name = 'ApiError';
  }

  /** The field errors of a refusal (VALIDATION_FAILED, and any other that names fields). */
  get fields(): Record<string, string> {
    const fields = this.value?.fields;
    return typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {};
  }
}

export const isApiError = (error: unknown, errorCode?: string): error is ApiError =>
  error instanceof ApiError && (errorCode === undefined || error.errorCode === errorCode);

/**
 * The session's CSRF token: kept in memory only (never in storage a script could read later), from
 * the sign-in's answer or GET /wps/staff/me, which a reloaded console asks before anything else.
 */
let csrfToken: string | null = null;

export const setCsrfToken = (token: string | null): void => {
  csrfToken = token;
};

type Listener = () => void;
const sessionEndListeners = new Set<Listener>();

/**
 * Calls listener when a call of a running session is refused as UNAUTHORIZED (idle timeout, signed
 * out elsewhere, disabled): the console then goes back to the sign-in page. Returns the unsubscribe.
 */
export function onSessionEnd(listener: Listener): () => void {
  sessionEndListeners.add(listener);
  return () => {
    sessionEndListeners.delete(listener);
  };
}

export interface CallInput {
  /** Values of the url's `:name` parts. */
  params?: Record<string, string>;
  /** A list's values repeat the parameter (?status=a&status=b). */
  query?: Record<string, string | number | readonly string[] | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** The call's url with its `:name` parameters filled in, encoded. */
function pathOf(url: string, params: CallInput['params'] = {}): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${url} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}

function withQuery(path: string, query: CallInput['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const one of typeof value === 'object' ? value : [value]) {
      if (one !== undefined && one !== '') search.append(name, String(one));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Sends one call and answers its envelope's value (typed by the feature's api module). */
export async function callApi<Answer>(call: ApiCall, input: CallInput = {}): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  if (!READ_METHODS.has(call.method) && csrfToken) headers[STAFF_CSRF_HEADER] = csrfToken;

  let response: Response;
  try {
    response = await fetch(withQuery(pathOf(call.url, input.params), input.query), {
      method: call.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      credentials: 'same-origin',
      signal: input.signal,
    });
  } catch (cause) {
    if (input.signal?.aborted) throw cause;
    throw new ApiError(NETWORK_ERROR, 0);
  }

  let envelope: Envelope<Answer>;
  try {
    envelope = (await response.json()) as Envelope<Answer>;
  } catch {
    // Not our JSON (a proxy's HTML error page): reported by its status.
    throw new ApiError(response.status >= 500 ? ErrorCode.INTERNAL : NETWORK_ERROR, response.status);
  }
  if (envelope.success) return envelope.value;
  // Only a session the console holds ends here, once however many calls it had under way; without
  // one (a first visit) the session gate sends the visitor to sign in, with no "your session ended".
  if (envelope.errorCode === ErrorCode.UNAUTHORIZED && csrfToken) {
    setCsrfToken(null);
    for (const listener of sessionEndListeners) listener();
  }
  throw new ApiError(envelope.errorCode, response.status, envelope.value);
}

/**
 * The one way the site talks to the API (DESIGN §4): sends Authorization (raw session token),
 * Language and Device headers, unwraps the `{ success, value }` envelope and turns a failure into
 * an ApiError whose message is already translated (spec §8).
 */

import type { Envelope } from '@app/contract';
import { ErrorCode, HEADER } from '@app/contract/client';
import { i18n } from '../i18n/i18n';
import { activeLanguageCode } from '../i18n/language';
import { sessionInfoStore } from '../lib/storage';

/** Our error code when the request never got an answer (offline, DNS, aborted proxy). */
export const NETWORK_ERROR = 'NETWORK' as const;

const MESSAGE_KEY_OF: Record<ErrorCode | typeof NETWORK_ERROR, string> = {
  VALIDATION_FAILED: 'error_validation',
  UNAUTHORIZED: 'error_unauthorized',
  FORBIDDEN: 'error_forbidden',
  NOT_FOUND: 'error_not_found',
  CONFLICT: 'error_conflict',
  RATE_LIMITED: 'error_rate_limited',
  MAINTENANCE: 'error_maintenance',
  REGION_RESTRICTED: 'error_region_restricted',
  MERCHANT_UNKNOWN: 'error_merchant_unknown',
  // Players never call the operator API; should it happen, it is simply an unknown error to them.
  OPERATOR_KEY_INVALID: 'error_unknown',
  INTERNAL: 'error_unknown',
  NETWORK: 'error_network',
};

export const messageKeyOf = (errorCode: string): string =>
  MESSAGE_KEY_OF[errorCode as keyof typeof MESSAGE_KEY_OF] ?? 'error_unknown';

export class ApiError extends Error {
  constructor(
    readonly errorCode: string,
    readonly status: number,
    /** The failure envelope's value: field errors, captcha flag, retry-after ... */
    readonly value?: Record<string, unknown>,
  ) {
    super(i18n.t(messageKeyOf(errorCode)));
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the stored session's token (logout sends the token it is ending). */
  token?: string;
}

function urlOf(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    [HEADER.language]: activeLanguageCode(),
    [HEADER.device]: 'MOBILE',
    accept: 'application/json',
  };
  const token = options.token ?? sessionInfoStore.read()?.token;
  if (token) headers[HEADER.authorization] = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(NETWORK_ERROR, 0);
  }

  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    // Not our JSON (a proxy's HTML error page, an empty 502): report it by status.
    throw new ApiError(response.status >= 500 ? ErrorCode.INTERNAL : NETWORK_ERROR, response.status);
  }
  if (envelope.success) return envelope.value;
  throw new ApiError(envelope.errorCode, response.status, envelope.value);
}

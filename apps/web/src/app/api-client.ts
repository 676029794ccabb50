/**
 * The one way the site talks to the API (DESIGN §4): call(descriptor, input) sends a call of the
 * contract (ACCOUNT_CALLS, WALLET_CALLS ...) with its input typed from the call's schemas and the
 * Authorization (raw session token), Language and Device headers; encrypts the body of a call
 * whose descriptor says `encrypted`; unwraps the `{ success, value }` envelope and turns a failure
 * into an ApiError whose message is already translated (spec §8). A 401 to a call that carried a token ends the stored session; a
 * PASSWORD_CHANGE_REQUIRED marks it as one that must change its password first; a time-out,
 * self-exclusion or the session-time limit (issue 19) ends it and posts why for the login screen.
 */

import type { CallAnswer, CallInput, Envelope, SecurityKeyValue } from '@app/contract';
import { type ApiCall, ErrorCode, HEADER, languageOf } from '@app/contract/client';
import { i18n } from '../i18n/i18n';
import { activeLanguageCode } from '../i18n/language';
import { sessionInfoStore } from '../lib/storage';
import { sessionEndNotice } from './session/session-end-notice';

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
  ENCRYPTION_REQUIRED: 'error_encryption_required',
  ENCRYPTION_INVALID: 'error_encryption_invalid',
  ENCRYPTION_EXPIRED: 'error_encryption_expired',
  REPLAYED_REQUEST: 'error_replayed_request',
  LOGIN_FAILED: 'error_login_failed',
  ACCOUNT_LOCKED: 'error_account_locked',
  CAPTCHA_REQUIRED: 'error_captcha_required',
  CAPTCHA_INVALID: 'error_captcha_invalid',
  HUMAN_CHECK_FAILED: 'error_human_check_failed',
  USERNAME_TAKEN: 'error_username_taken',
  MOBILE_TAKEN: 'error_mobile_taken',
  EMAIL_TAKEN: 'error_email_taken',
  INVALID_INVITATION_CODE: 'error_invalid_invitation_code',
  VERIFICATION_CODE_ERROR: 'error_verification_code_error',
  MOBILE_INVALID: 'error_mobile_invalid',
  FEATURE_DISABLED: 'error_feature_disabled',
  PASSWORD_SAME_AS_OLD: 'error_password_same_as_old',
  PASSWORD_CONFIRM_MISMATCH: 'error_password_confirm_mismatch',
  OLD_PASSWORD_WRONG: 'error_old_password_wrong',
  PASSWORD_LENGTH_INVALID: 'error_password_length',
  PASSWORD_TOO_COMMON: 'error_password_too_common',
  // Spec §6/§8 name this message's key: free_reject.
  FREE_REJECT: 'free_reject',
  OAUTH_FAILED: 'error_oauth_failed',
  PASSWORD_CHANGE_REQUIRED: 'error_password_change_required',
  PAYEE_NAME_SET: 'error_payee_name_set',
  HEAD_ICON_INVALID: 'error_head_icon_invalid',
  REFERRER_LINK_ERROR: 'referrer_link_error',
  NOT_AGENT: 'error_not_agent',
  AGENT_QUOTA_EXCEEDED: 'agent_centre_error_quota',
  AGENT_APPLICATION_OPEN: 'agent_apply_error_open',
  AGENT_REAPPLY_TOO_SOON: 'agent_apply_error_too_soon',
  ALREADY_AGENT: 'agent_apply_error_already_agent',
  AGENT_APPLICATION_DECIDED: 'agent_apply_error_decided',
  PERIOD_OPEN: 'agent_commission_error_period_open',
  NOT_REAL_ACCOUNT: 'error_not_real_account',
  INSUFFICIENT_BALANCE: 'error_insufficient_balance',
  SANDBOX_CREDIT_NOT_WITHDRAWABLE: 'error_sandbox_credit_not_withdrawable',
  IDEMPOTENCY_CONFLICT: 'error_conflict',
  AMOUNT_OUT_OF_RANGE: 'error_amount_out_of_range',
  CHANNEL_UNAVAILABLE: 'error_channel_unavailable',
  PAYMENT_PASSWORD_REQUIRED: 'error_payment_password_required',
  PAYMENT_PASSWORD_SET: 'error_payment_password_set',
  PAYMENT_PASSWORD_WRONG: 'error_payment_password_wrong',
  PAYMENT_PASSWORD_LOCKED: 'error_payment_password_locked',
  BANK_CARD_EXISTS: 'error_bank_card_exists',
  BANK_CARD_LIMIT: 'error_bank_card_limit',
  ILLEGAL_TRANSITION: 'error_conflict',
  GAME_NOT_FOUND: 'error_game_not_found',
  BETTING_CLOSED: 'error_betting_closed',
  PLAY_STOPPED: 'error_play_stopped',
  REWARD_NOT_CLAIMABLE: 'error_reward_not_claimable',
  TURNOVER_REQUIRED: 'error_turnover_required',
  CONTRACT_NOT_OFFERED: 'contract_error_not_offered',
  // Spec §2/§8 name this message's key: contact_service.
  REFERRAL_UNAVAILABLE: 'invite_error_unavailable',
  REFERRAL_AGENT: 'invite_error_agent',
  REFERRAL_NOT_CLAIMABLE: 'invite_error_not_claimable',
  VIP_DISABLED: 'contact_service',
  // Signed vendor and gateway calls never come from the site.
  SIGNATURE_INVALID: 'error_unknown',
  // The house games' pages send the launch's player token: it is gone when the launch is old.
  PLAYER_TOKEN_INVALID: 'error_game_session_ended',
  // Player protection (issue 19); PLAYER_BLOCKED and PLAY_STOPPED say more by value.reason (below).
  DEPOSIT_LIMIT_EXCEEDED: 'error_deposit_limit_exceeded',
  PLAYER_BLOCKED: 'error_player_blocked',
  SESSION_TIME_LIMIT: 'error_session_time_limit',
  BLOCK_NOT_SHORTENED: 'error_block_not_shortened',
  // The back office's four eyes (operator API only): players never meet them.
  APPROVAL_OWN_REQUEST: 'error_unknown',
  APPROVAL_DECIDED: 'error_unknown',
};

/** The refusals whose text names the limit or block of value.reason; PLAYER_BLOCKED's also its end. */
const KEY_BY_REASON: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [ErrorCode.PLAYER_BLOCKED]: {
    timeOut: 'error_player_blocked_time_out',
    selfExclusion: 'error_player_blocked_self_exclusion',
  },
  [ErrorCode.PLAY_STOPPED]: {
    lossDay: 'error_play_stopped_loss_day',
    lossWeek: 'error_play_stopped_loss_week',
    lossMonth: 'error_play_stopped_loss_month',
    sessionMinutes: 'error_play_stopped_session',
    timeOut: 'error_play_stopped_time_out',
    selfExclusion: 'error_play_stopped_self_exclusion',
  },
};

/** The refusals that end the session they came to: the login screen says why (issue 19). */
const SESSION_ENDING_CODES: ReadonlySet<string> = new Set([
  ErrorCode.PLAYER_BLOCKED,
  ErrorCode.SESSION_TIME_LIMIT,
]);

/** A refusal that ended the session (or refused a login) for a block or the session-time limit. */
export const endsSession = (error: unknown): boolean =>
  error instanceof ApiError && SESSION_ENDING_CODES.has(error.errorCode);

/** The message key of a failure: its code's, or the one for value.reason where the code has several. */
export const messageKeyOf = (errorCode: string, value?: Record<string, unknown>): string => {
  const reason = typeof value?.reason === 'string' ? value.reason : '';
  const byReason = Object.hasOwn(KEY_BY_REASON, errorCode) ? KEY_BY_REASON[errorCode] : undefined;
  const withUntil = errorCode !== ErrorCode.PLAYER_BLOCKED || typeof value?.until === 'string';
  if (byReason && Object.hasOwn(byReason, reason) && withUntil) return byReason[reason] as string;
  return MESSAGE_KEY_OF[errorCode as keyof typeof MESSAGE_KEY_OF] ?? 'error_unknown';
};

/**
 * What a refusal's text names: the wait (ACCOUNT_LOCKED's retryAfterSeconds, in whole minutes) and
 * when a time-out or self-exclusion ends (value.until, in the player's language).
 */
const messageValuesOf = (value: Record<string, unknown> | undefined) => ({
  ...(typeof value?.retryAfterSeconds === 'number'
    ? { minutes: Math.max(1, Math.ceil(value.retryAfterSeconds / 60)) }
    : {}),
  ...(typeof value?.until === 'string'
    ? {
        until: new Intl.DateTimeFormat(languageOf(activeLanguageCode()).tag, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(value.until)),
      }
    : {}),
});

export class ApiError extends Error {
  constructor(
    readonly errorCode: string,
    readonly status: number,
    /** The failure envelope's value: field errors, captcha flag, retry-after ... */
    readonly value?: Record<string, unknown>,
  ) {
    super(i18n.t(messageKeyOf(errorCode, value), messageValuesOf(value)));
    this.name = 'ApiError';
  }
}

/** How a call travels, beside its input: none of it is part of the request's schemas. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the stored session's token (logout sends the token it is ending). */
  token?: string;
  /** The server's published key (GET /wps/security/key): required for a call whose body is encrypted. */
  encryptionKey?: SecurityKeyValue;
}

/** The parameters of call(): the input may be left out when the call needs none. */
export type CallArguments<Call extends ApiCall> =
  object extends CallInput<Call>
    ? [input?: CallInput<Call> & CallOptions]
    : [input: CallInput<Call> & CallOptions];

/** What call() reads of its input, whatever the call (the types above check each call's own). */
interface AnyInput extends CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
}

/** The body and extra headers on the wire: the JSON as it is, or sealed for the server's key. */
async function wireBodyOf(
  route: ApiCall,
  path: string,
  input: AnyInput,
): Promise<{ body?: string; headers: Record<string, string> }> {
  if (input.body === undefined) return { headers: {} };
  if (!route.encrypted) return { body: JSON.stringify(input.body), headers: {} };
  if (!input.encryptionKey) throw new Error(`${path} needs an encryptionKey`);
  // Only the account and money screens send encrypted bodies: the cipher loads with them, not with home.
  const { encryptBody, ENCRYPTION_HEADER } = await import('./body-sealing');
  const { publicKey, keyId } = input.encryptionKey;
  const sealed = encryptBody(publicKey, keyId, route.method, path, input.body);
  return { body: JSON.stringify(sealed.body), headers: { [ENCRYPTION_HEADER]: sealed.header } };
}

/** The call's url with its `:name` parameters filled in, encoded. */
function pathOf(url: string, params: AnyInput['params'] = {}): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${url} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

function withQuery(path: string, query: AnyInput['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Headers of the input (the Idempotency-Key) without the ones left out. */
const definedHeaders = (headers: AnyInput['headers'] = {}): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/**
 * Sends a call of the contract (a descriptor of <feature>-rules.ts) and answers its value: the
 * input and the answer are typed from the call's full route, its body is encrypted when the
 * descriptor says so.
 */
export async function call<Call extends ApiCall>(
  route: Call,
  ...[input]: CallArguments<Call>
): Promise<CallAnswer<Call>> {
  // Each call's input type is checked at its caller; inside, any input has these parts.
  const request = (input ?? {}) as AnyInput;
  const headers: Record<string, string> = {
    [HEADER.language]: activeLanguageCode(),
    [HEADER.device]: 'MOBILE',
    accept: 'application/json',
  };
  const token = request.token ?? sessionInfoStore.read()?.token;
  if (token) headers[HEADER.authorization] = token;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const path = pathOf(route.url, request.params);
  const wire = await wireBodyOf(route, path, request);

  let response: Response;
  try {
    response = await fetch(withQuery(path, request.query), {
      method: route.method,
      headers: { ...headers, ...definedHeaders(request.headers), ...wire.headers },
      body: wire.body,
      signal: request.signal,
    });
  } catch (cause) {
    if (request.signal?.aborted) throw cause;
    throw new ApiError(NETWORK_ERROR, 0);
  }

  let envelope: Envelope<CallAnswer<Call>>;
  try {
    envelope = (await response.json()) as Envelope<CallAnswer<Call>>;
  } catch {
    // Not our JSON (a proxy's HTML error page, an empty 502): report it by status.
    throw new ApiError(response.status >= 500 ? ErrorCode.INTERNAL : NETWORK_ERROR, response.status);
  }
  if (envelope.success) return envelope.value;
  // The token expired or was revoked (logout elsewhere, password change): the visitor is a guest now.
  if (response.status === 401 && token && envelope.errorCode === ErrorCode.UNAUTHORIZED) {
    sessionInfoStore.clear();
  }
  // The password expired (or the operator asks for a new one) while the player was in: the layout
  // sends the session to /m/changePsw, the only screen the server still answers for it.
  if (envelope.errorCode === ErrorCode.PASSWORD_CHANGE_REQUIRED) {
    const stored = sessionInfoStore.read();
    if (stored && stored.token === token && !stored.firstTimeLogin) {
      sessionInfoStore.write({ ...stored, firstTimeLogin: true });
    }
  }
  const error = new ApiError(envelope.errorCode, response.status, envelope.value);
  // A time-out, self-exclusion or the session-time limit: this session is over (the server has
  // ended it), and the login screen says why. A refused login (no token) only posts the why.
  if (SESSION_ENDING_CODES.has(envelope.errorCode)) {
    if (token && sessionInfoStore.read()?.token === token) sessionInfoStore.clear();
    sessionEndNotice.post(error.message);
  }
  throw error;
}

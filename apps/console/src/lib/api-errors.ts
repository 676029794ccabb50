/**
 * The message a staff member reads for a refused or failed call, in the active language: the
 * refusals the console can meet each have their own, anything else is "something went wrong"
 * (the server's own `message` is English, for logs).
 */
import { ErrorCode } from '@app/contract/client';
import { isApiError, NETWORK_ERROR } from './api-client';
import type { TFunction } from './i18n/i18n';
import type { MessageKey } from './i18n/messages/en';

const MESSAGE_KEY_OF: Readonly<Record<string, MessageKey>> = {
  [ErrorCode.LOGIN_FAILED]: 'error.loginFailed',
  [ErrorCode.ACCOUNT_LOCKED]: 'error.accountLocked',
  [ErrorCode.VERIFICATION_CODE_ERROR]: 'error.wrongCode',
  [ErrorCode.UNAUTHORIZED]: 'error.unauthorized',
  [ErrorCode.FORBIDDEN]: 'error.forbidden',
  [ErrorCode.VALIDATION_FAILED]: 'error.validation',
  [ErrorCode.CONFLICT]: 'error.conflict',
  [ErrorCode.NOT_FOUND]: 'error.notFound',
  [ErrorCode.RATE_LIMITED]: 'error.rateLimited',
  [ErrorCode.APPROVAL_OWN_REQUEST]: 'error.approvalOwnRequest',
  [ErrorCode.APPROVAL_DECIDED]: 'error.approvalDecided',
  [NETWORK_ERROR]: 'error.network',
};

/** The wait of a lock in whole minutes, never "0 min" while some seconds are left. */
const minutesOf = (seconds: unknown): number =>
  typeof seconds === 'number' ? Math.max(1, Math.ceil(seconds / 60)) : 1;

export function errorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('error.unknown');
  const key = Object.hasOwn(MESSAGE_KEY_OF, error.errorCode) ? MESSAGE_KEY_OF[error.errorCode] : undefined;
  return t(key ?? 'error.unknown', { minutes: minutesOf(error.value?.retryAfterSeconds) });
}

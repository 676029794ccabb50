/** How a failed call is told to the player (spec §4 toast types, §6 free_reject, §8). */
import { ErrorCode } from '@app/contract/client';
import { i18n } from '../i18n/i18n';
import { toast } from '../ui/toast';
import { ApiError } from './api-client';

/** Spec §6 gives 1 s in one reading and 2 s in another; the longer one can be read. */
export const FREE_REJECT_TOAST_MS = 2_000;

/** free_reject (a trial account refused) is an offline toast; every other failure a fail toast. */
export function toastApiError(error: unknown): void {
  if (error instanceof ApiError && error.errorCode === ErrorCode.FREE_REJECT) {
    toast.offline(error.message, FREE_REJECT_TOAST_MS);
    return;
  }
  toast.fail(error instanceof ApiError ? error.message : i18n.t('error_unknown'));
}

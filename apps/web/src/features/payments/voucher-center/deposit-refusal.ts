/**
 * How a refused deposit is told: one above what the member's deposit limits leave (issue 19,
 * DEPOSIT_LIMIT_EXCEEDED) under the amount, naming the limit and what it leaves now; any other
 * refusal as a toast.
 */
import type { WalletValue } from '@app/contract';
import { ErrorCode, PLAYER_MONEY_LIMITS } from '@app/contract/client';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { ApiError } from '../../../app/api-client';
import { toastApiError } from '../../../app/api-error-toast';
import { useTranslation } from '../../../i18n/use-translation';
import { useMoneyFormat } from '../../wallet/money';

export function useDepositRefusal(wallet: WalletValue) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (error: unknown, form: FormInstance): void => {
    if (!(error instanceof ApiError) || error.errorCode !== ErrorCode.DEPOSIT_LIMIT_EXCEEDED) {
      toastApiError(error);
      return;
    }
    const fields = error.value?.fields as Record<string, unknown> | undefined;
    const left = Number(fields?.amount);
    const limit = String(error.value?.reason ?? '');
    const named = Number.isSafeInteger(left) && Object.hasOwn(PLAYER_MONEY_LIMITS, limit);
    const message = named
      ? t('error_deposit_limit_left', {
          limit: t(`rg_limit_${limit}`),
          amount: `${wallet.currencySymbol} ${money(left, wallet.decimals)}`,
        })
      : error.message;
    form.setFields([{ name: 'amount', errors: [message] }]);
  };
}

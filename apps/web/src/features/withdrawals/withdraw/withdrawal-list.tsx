/** The player's withdrawals, a page at a time, each with its status and timeline. */
import type { WalletValue, Withdrawal } from '@app/contract';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from '../../../i18n/use-translation';
import { PagedList } from '../../../ui/paged-list';
import { useDateTimeFormat, useMoneyFormat } from '../../wallet/money';
import { useWithdrawals } from '../queries';
import { WithdrawalTimeline } from './withdrawal-timeline';

const STATUS_COLOR_OF: Record<Withdrawal['status'], 'primary' | 'success' | 'danger' | 'warning'> = {
  submitted: 'warning',
  reviewing: 'warning',
  approved: 'primary',
  paid: 'success',
  rejected: 'danger',
};

export function WithdrawalList({ wallet }: { wallet: WalletValue }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const time = useDateTimeFormat();
  return (
    <PagedList query={useWithdrawals()}>
      {(withdrawals) =>
        withdrawals.map((withdrawal) => (
          <article
            key={withdrawal.id}
            className="wallet-card withdrawal"
            aria-label={time(withdrawal.createdAt)}
          >
            <div className="withdrawal__head">
              <span className="wallet-amount">
                {wallet.currencySymbol} {money(withdrawal.amount, wallet.decimals)}
              </span>
              <Tag color={STATUS_COLOR_OF[withdrawal.status]} fill="outline">
                {t(`withdrawal_status_${withdrawal.status}`)}
              </Tag>
            </div>
            <p className="wallet-muted">
              {withdrawal.bankCard.bankName} {withdrawal.bankCard.accountNumber}
            </p>
            <WithdrawalTimeline withdrawal={withdrawal} />
          </article>
        ))
      }
    </PagedList>
  );
}

/** A deposit order as the player sees it: amount, channel kind, status and time. */
import type { DepositOrder, WalletValue } from '@app/contract';
import type { DepositOrderStatus } from '@app/contract/client';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from '../../../i18n/use-translation';
import { useDateTimeFormat, useMoneyFormat } from '../../wallet/money';

const TAG_COLOR_OF: Record<DepositOrderStatus, 'warning' | 'success' | 'danger' | 'default'> = {
  pending: 'warning',
  completed: 'success',
  cancelled: 'default',
  rejected: 'danger',
};

export function OrderStatusTag({ status }: { status: DepositOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={TAG_COLOR_OF[status]} fill="outline">
      {t(`order_status_${status}`)}
    </Tag>
  );
}

export function DepositOrderItem({ order, wallet }: { order: DepositOrder; wallet: WalletValue }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const time = useDateTimeFormat();
  return (
    <List.Item
      description={
        <>
          {time(order.createdAt)}
          {order.reason && <span className="wallet-note"> · {order.reason}</span>}
        </>
      }
      extra={<OrderStatusTag status={order.status} />}
    >
      <span className="wallet-amount">
        {wallet.currencySymbol} {money(order.amount, wallet.decimals)}
      </span>{' '}
      <span className="wallet-muted">{t(`channel_kind_${order.kind}`)}</span>
    </List.Item>
  );
}

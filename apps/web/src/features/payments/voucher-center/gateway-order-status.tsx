import type { WalletValue } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../ui/toast';
import { useMoneyFormat } from '../../wallet/money';
import { useRefreshBalance } from '../../wallet/queries';
import { useDepositOrder } from '../queries';
import { OrderStatusTag } from './deposit-order';

/** Back from the gateway: the order's status, asked for until the credit lands. */
export function GatewayOrderStatus({
  orderId,
  wallet,
  onClose,
}: {
  orderId: string;
  wallet: WalletValue;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { data: order, isError } = useDepositOrder(orderId);
  const credited = useRefreshBalance();
  // The credit is announced once per order, not on every later render or refetch.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (order?.status !== 'completed' || announced.current === order.orderId) return;
    announced.current = order.orderId;
    toast.success(t('deposit_credited'));
    void credited();
  }, [order, t, credited]);

  return (
    <section className="wallet-card order-status" aria-live="polite" aria-labelledby="order-status-title">
      <div className="order-status__head">
        <h2 id="order-status-title" className="wallet-section__title">
          {t('deposit_order')}
        </h2>
        {order && <OrderStatusTag status={order.status} />}
      </div>
      {isError && !order && <p className="wallet-muted">{t('error_not_found')}</p>}
      {!order && !isError && <DotLoading />}
      {order && (
        <>
          <p className="wallet-amount wallet-amount--large">
            {wallet.currencySymbol} {money(order.amount, wallet.decimals)}
          </p>
          {order.status === 'pending' && (
            <div className="wallet-muted">
              {t('deposit_waiting')}
              <DotLoading />
            </div>
          )}
          {order.status === 'completed' && (
            <p>
              {t('deposit_new_balance', {
                amount: `${wallet.currencySymbol} ${money(wallet.sumBalance, wallet.decimals)}`,
              })}
            </p>
          )}
          {order.reason && <p className="wallet-note">{order.reason}</p>}
        </>
      )}
      <Button size="small" shape="rounded" onClick={onClose}>
        {t('close')}
      </Button>
    </section>
  );
}

/** The player's recent deposit orders below the voucher centre's forms; nothing while there are none. */
import type { WalletValue } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from '../../../i18n/use-translation';
import { useDepositOrders } from '../queries';
import { DepositOrderItem } from './deposit-order';

export function RecentOrders({ wallet }: { wallet: WalletValue }) {
  const { t } = useTranslation();
  const { data: orders } = useDepositOrders();
  if (!orders || orders.length === 0) return null;
  return (
    <section className="wallet-section" aria-labelledby="recent-orders-title">
      <h2 id="recent-orders-title" className="wallet-section__title">
        {t('recent_deposits')}
      </h2>
      <List>
        {orders.map((order) => (
          <DepositOrderItem key={order.orderId} order={order} wallet={wallet} />
        ))}
      </List>
    </section>
  );
}

/**
 * The member's latest orders of the game: round, lines, stake, status (open, won, lost, cancelled)
 * and payout once drawn; an open order may be cancelled until its round closes (after a confirm),
 * and its stake comes back.
 */
import type { LotteryGameCode, LotteryOrder } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from '../../i18n/use-translation';
import { confirm } from '../../ui/dialogs';
import { toast } from '../../ui/toast';
import { useMoneyFormat } from '../wallet/money';
import { useCancelLotteryOrder, useLotteryOrders } from './queries';
import { usePickLabel } from './use-pick-label';

export interface LotteryOrdersProps {
  playerToken: string;
  gameCode: LotteryGameCode;
  decimals: number;
  serverNow: number;
  onRefused: (error: Error) => void;
}

export function LotteryOrders({ playerToken, gameCode, decimals, serverNow, onRefused }: LotteryOrdersProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const pickLabel = usePickLabel();
  const orders = useLotteryOrders(playerToken, gameCode, serverNow);
  const cancel = useCancelLotteryOrder(playerToken, gameCode);

  const cancelOrder = async (order: LotteryOrder) => {
    const sure = await confirm({
      title: t('lottery_cancel'),
      content: t('lottery_cancel_confirm', { amount: money(order.stake, decimals) }),
    });
    if (!sure) return;
    cancel.mutate(order.orderId, {
      onSuccess: () => toast.success(t('lottery_cancelled')),
      onError: onRefused,
    });
  };

  return (
    <section className="lottery-orders" aria-labelledby={`lottery-orders-${gameCode}`}>
      <h2 id={`lottery-orders-${gameCode}`} className="lottery__heading">
        {t('lottery_orders')}
      </h2>
      {orders.isError && <p className="lottery__note">{orders.error.message}</p>}
      {orders.data?.length === 0 && <p className="lottery__note">{t('no_records')}</p>}
      {orders.data && orders.data.length > 0 && (
        <List>
          {orders.data.map((order) => (
            <List.Item
              key={order.orderId}
              data-testid="lottery-order"
              title={t('lottery_round', { roundNo: order.roundNo })}
              description={order.lines
                .map((line) => `${pickLabel(line)} ${money(line.stake, decimals)}`)
                .join(' · ')}
              extra={
                <span className="lottery-orders__extra">
                  <Tag className={`lottery-tag lottery-tag--${order.status}`}>
                    {t(`lottery_status_${order.status}`)}
                  </Tag>
                  {order.payout !== null && (
                    <span>{t('lottery_payout', { amount: money(order.payout, decimals) })}</span>
                  )}
                  {order.status === 'open' && serverNow < Date.parse(order.closesAt) && (
                    <Button
                      size="mini"
                      shape="rounded"
                      loading={cancel.isPending && cancel.variables === order.orderId}
                      onClick={() => void cancelOrder(order)}
                    >
                      {t('lottery_cancel')}
                    </Button>
                  )}
                </span>
              }
            >
              {t('lottery_stake_of', { amount: money(order.stake, decimals) })}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}

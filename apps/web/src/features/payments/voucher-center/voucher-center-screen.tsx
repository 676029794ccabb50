/**
 * /m/voucherCenter (spec §2 Deposit entry, §4 Template, §5, §6): real accounts only. The channels
 * with their min and max; the sandbox gateway (order with an Idempotency-Key, then the gateway's
 * payment page, then back here with ?order=<id> polling until credited) and manual bank transfer
 * (the merchant's account, reference and payer name; pending until an operator approves). The
 * 'new' template (dep_func '1') shows the same pieces as tiles in cards instead of a list.
 */
import type { DepositChannel, WalletValue } from '@app/contract';
import { templateOf } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toastApiError } from '../../../app/api-error-toast';
import { PageSpinner } from '../../../ui/page-spinner';
import { toast } from '../../../ui/toast';
import { useSiteConfig } from '../../system/queries';
import { AmountField } from '../../wallet/amount-field';
import { minorUnitsOf } from '../../wallet/amount-rules';
import { useAttemptKeys } from '../../wallet/idempotency';
import { MemberGate } from '../../wallet/member-gate';
import { useMoneyFormat } from '../../wallet/money';
import {
  useCreateDepositOrder,
  useCreditedDeposit,
  useDepositChannels,
  useDepositOrder,
  useDepositOrders,
  useManualDeposit,
  useWallet,
} from '../../wallet/queries';
import { WalletSummary } from '../../wallet/wallet-summary';
import { DepositOrderItem, OrderStatusTag } from './deposit-order';
import { paymentPage } from './payment-page';
import '../../wallet/wallet.css';

type Template = ReturnType<typeof templateOf>;

export function VoucherCenterScreen() {
  return (
    <MemberGate realOnly>
      <Deposit />
    </MemberGate>
  );
}

function Deposit() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const returnedOrderId = params.get('order');
  const { data: config } = useSiteConfig();
  const template = templateOf(config?.templates.dep_func);
  const { data: wallet } = useWallet();
  const channels = useDepositChannels();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const channel = channels.data?.find((c) => c.id === chosenId) ?? channels.data?.[0];

  return (
    <div className={`wallet-page wallet-page--${template}`} data-template={template}>
      {wallet && <WalletSummary wallet={wallet} />}
      {returnedOrderId && wallet && (
        <GatewayOrderStatus
          orderId={returnedOrderId}
          wallet={wallet}
          onClose={() => setParams({}, { replace: true })}
        />
      )}
      <section className="wallet-section" aria-labelledby="deposit-channels-title">
        <h2 id="deposit-channels-title" className="wallet-section__title">
          {t('deposit_channel')}
        </h2>
        {channels.isPending || !wallet ? (
          <PageSpinner />
        ) : channels.isError ? (
          <p className="wallet-muted">{t('error_network')}</p>
        ) : (
          <ChannelPicker
            template={template}
            channels={channels.data}
            chosen={channel}
            wallet={wallet}
            onChoose={setChosenId}
          />
        )}
      </section>
      {channel && wallet && (
        <section className="wallet-section" aria-label={channel.name}>
          {channel.kind === 'sandbox' ? (
            <GatewayDepositForm key={channel.id} channel={channel} wallet={wallet} template={template} />
          ) : (
            <BankTransferForm key={channel.id} channel={channel} wallet={wallet} template={template} />
          )}
        </section>
      )}
      {wallet && <RecentOrders wallet={wallet} />}
    </div>
  );
}

function ChannelPicker({
  template,
  channels,
  chosen,
  wallet,
  onChoose,
}: {
  template: Template;
  channels: DepositChannel[];
  chosen: DepositChannel | undefined;
  wallet: WalletValue;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const rangeOf = (channel: DepositChannel) =>
    t('amount_range', {
      min: money(channel.min, wallet.decimals),
      max: money(channel.max, wallet.decimals),
    });
  if (channels.length === 0) return <p className="wallet-muted">{t('no_deposit_channels')}</p>;
  if (template === 'new') {
    return (
      <Selector
        className="channel-tiles"
        columns={2}
        value={chosen ? [chosen.id] : []}
        onChange={([id]) => id && onChoose(id)}
        options={channels.map((channel) => ({
          value: channel.id,
          label: channel.name,
          description: rangeOf(channel),
        }))}
      />
    );
  }
  return (
    <List className="channel-list">
      {channels.map((channel) => (
        <List.Item
          key={channel.id}
          description={rangeOf(channel)}
          arrowIcon={false}
          extra={
            channel.id === chosen?.id ? <CheckCircleFill className="wallet-check" aria-hidden="true" /> : null
          }
          onClick={() => onChoose(channel.id)}
          aria-current={channel.id === chosen?.id ? 'true' : undefined}
        >
          {channel.name}
        </List.Item>
      ))}
    </List>
  );
}

interface AmountValues {
  amount?: string;
}

/** The sandbox gateway: create the order (one key per attempt), then leave for its payment page. */
function GatewayDepositForm({
  channel,
  wallet,
  template,
}: {
  channel: DepositChannel;
  wallet: WalletValue;
  template: Template;
}) {
  const { t } = useTranslation();
  const attempts = useAttemptKeys();
  const create = useCreateDepositOrder();

  async function pay(values: AmountValues) {
    const amount = minorUnitsOf(values.amount ?? '', wallet.decimals);
    if (amount === null || create.isPending) return;
    const body = { channelId: channel.id, amount };
    try {
      const created = await create.mutateAsync({ body, key: attempts.keyFor(body) });
      attempts.settle();
      paymentPage.open(created.paymentUrl);
    } catch (error) {
      toastApiError(error);
    }
  }

  return (
    <Form
      name="deposit"
      layout="vertical"
      className={template === 'new' ? 'wallet-card' : undefined}
      onFinish={(values: AmountValues) => void pay(values)}
      footer={
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={create.isPending}>
          {t('deposit_pay_now')}
        </Button>
      }
    >
      <AmountField
        limits={{ min: channel.min, max: channel.max, decimals: wallet.decimals }}
        currencySymbol={wallet.currencySymbol}
        quickAmounts
      />
    </Form>
  );
}

interface TransferValues extends AmountValues {
  reference?: string;
  payerName?: string;
}

/** Manual bank transfer: the player pays the merchant's account, then reports it here. */
function BankTransferForm({
  channel,
  wallet,
  template,
}: {
  channel: DepositChannel;
  wallet: WalletValue;
  template: Template;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TransferValues>();
  const attempts = useAttemptKeys();
  const report = useManualDeposit();

  async function submit(values: TransferValues) {
    const amount = minorUnitsOf(values.amount ?? '', wallet.decimals);
    if (amount === null || report.isPending) return;
    const body = {
      channelId: channel.id,
      amount,
      reference: (values.reference ?? '').trim(),
      payerName: (values.payerName ?? '').trim(),
    };
    try {
      await report.mutateAsync({ body, key: attempts.keyFor(body) });
      attempts.settle();
      form.resetFields();
      toast.success(t('deposit_reported'));
    } catch (error) {
      toastApiError(error);
    }
  }

  return (
    <div className={template === 'new' ? 'wallet-card' : undefined}>
      {channel.payee && (
        <List header={t('bank_transfer_to')} className="payee-list">
          <List.Item extra={channel.payee.bankName}>{t('bank_name')}</List.Item>
          <List.Item extra={channel.payee.accountName}>{t('account_name')}</List.Item>
          <List.Item extra={<span dir="ltr">{channel.payee.accountNumber}</span>}>
            {t('account_number')}
          </List.Item>
        </List>
      )}
      {report.data && (
        <List className="wallet-result" header={t('deposit_reported')}>
          <DepositOrderItem order={report.data} wallet={wallet} />
        </List>
      )}
      <Form
        form={form}
        name="bankTransfer"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        footer={
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={report.isPending}>
            {t('submit')}
          </Button>
        }
      >
        <AmountField
          limits={{ min: channel.min, max: channel.max, decimals: wallet.decimals }}
          currencySymbol={wallet.currencySymbol}
          quickAmounts
        />
        <Form.Item
          name="reference"
          label={t('transfer_reference')}
          rules={[{ required: true, whitespace: true, message: t('field_required') }]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="payerName"
          label={t('payer_name')}
          rules={[
            { required: true, whitespace: true, message: t('field_required') },
            { min: 2, message: t('name_format_invalid') },
          ]}
        >
          <Input maxLength={64} autoComplete="name" />
        </Form.Item>
      </Form>
    </div>
  );
}

/** Back from the gateway: the order's status, asked for until the credit lands. */
function GatewayOrderStatus({
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
  const credited = useCreditedDeposit();
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

function RecentOrders({ wallet }: { wallet: WalletValue }) {
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

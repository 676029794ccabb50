/**
 * The transfer to a downline member: their username (prefilled from the downline list), the
 * amount within the per-transfer limits, today's quota left and what may leave the wallet, the
 * payment password; one Idempotency-Key per attempt. Then the agent's transfers, newest first.
 */
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Result from 'antd-mobile/es/components/result';
import { useEffect, useState } from 'react';
import { toastApiError } from '../../app/api-error-toast';
import { useTranslation } from '../../i18n/use-translation';
import { PagedList } from '../../ui/paged-list';
import { LoadFailed, LoadingSkeleton } from '../../ui/query-states';
import { AmountField } from '../wallet/amount-field';
import { minorUnitsOf } from '../wallet/amount-rules';
import { useAttemptKeys } from '../wallet/idempotency';
import { useDateTimeFormat, useMoneyFormat } from '../wallet/money';
import { useWallet } from '../wallet/queries';
import { PaymentPasswordInput, paymentPasswordRules } from '../withdrawals/withdraw/payment-password-input';
import { useAgentQuota, useAgentTransfer, useAgentTransfers } from './queries';

interface TransferValues {
  username?: string;
  amount?: string;
  paymentPassword?: string;
}

export function TransferSection({ payee }: { payee: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TransferValues>();
  const quota = useAgentQuota();
  const wallet = useWallet();
  const transfer = useAgentTransfer();
  const attempts = useAttemptKeys();
  const money = useMoneyFormat();
  const [done, setDone] = useState<{ username: string; amount: number } | null>(null);

  useEffect(() => {
    if (payee) form.setFieldsValue({ username: payee });
  }, [payee, form]);

  if (quota.isError) return <LoadFailed className="agent-centre__state" onRetry={quota.refetch} />;
  if (!quota.data || !wallet.data) return <LoadingSkeleton className="agent-centre__state" />;
  const { decimals, currencySymbol } = wallet.data;
  const show = (amount: number) => `${currencySymbol} ${money(amount, decimals)}`;
  const q = quota.data;

  async function submit(values: TransferValues) {
    const amount = minorUnitsOf(values.amount ?? '', decimals);
    if (amount === null || transfer.isPending) return;
    const body = {
      username: (values.username ?? '').trim(),
      amount,
      paymentPassword: values.paymentPassword ?? '',
    };
    try {
      const result = await transfer.mutateAsync({ body, key: attempts.keyFor(body) });
      attempts.settle();
      form.resetFields();
      setDone({ username: result.username, amount: result.amount });
    } catch (error) {
      toastApiError(error);
    }
  }

  return (
    <section className="agent-centre__section" aria-labelledby="agent-transfer-title">
      <h2 id="agent-transfer-title" className="agent-centre__heading">
        {t('agent_centre_transfer_title')}
      </h2>
      <dl className="agent-quota">
        <div>
          <dt>{t('agent_centre_quota_left')}</dt>
          <dd data-testid="agent-quota-left">{show(q.remainingToday)}</dd>
        </div>
        <div>
          <dt>{t('agent_centre_quota_daily')}</dt>
          <dd>{show(q.dailyQuota)}</dd>
        </div>
        <div>
          <dt>{t('agent_centre_transferable')}</dt>
          <dd>{show(q.transferable)}</dd>
        </div>
      </dl>
      {done ? (
        <Result
          status="success"
          title={t('agent_centre_transfer_done')}
          description={t('agent_centre_transfer_done_detail', {
            amount: show(done.amount),
            username: done.username,
          })}
        />
      ) : null}
      <Form
        form={form}
        name="agent-transfer"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setDone(null)}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            shape="rounded"
            size="large"
            loading={transfer.isPending}
          >
            {t('agent_centre_transfer_submit')}
          </Button>
        }
      >
        <Form.Item
          name="username"
          label={t('agent_centre_transfer_member')}
          rules={[{ required: true, whitespace: true, message: t('agent_centre_transfer_member_required') }]}
        >
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
        <AmountField
          limits={{
            min: q.minPerTransfer,
            max: Math.min(q.maxPerTransfer, q.remainingToday),
            decimals,
            available: q.transferable,
          }}
          currencySymbol={currencySymbol}
        />
        <Form.Item name="paymentPassword" label={t('payment_password')} rules={paymentPasswordRules(t)}>
          <PaymentPasswordInput autoComplete="off" />
        </Form.Item>
      </Form>
      <TransferHistory show={show} />
    </section>
  );
}

function TransferHistory({ show }: { show: (amount: number) => string }) {
  const { t } = useTranslation();
  const transfers = useAgentTransfers();
  const date = useDateTimeFormat();
  return (
    <div className="agent-transfers">
      <h3 className="agent-centre__subheading">{t('agent_centre_transfers_title')}</h3>
      <PagedList
        query={transfers}
        showEnd={false}
        empty={<p className="agent-centre__muted">{t('agent_centre_transfers_empty')}</p>}
      >
        {(rows) => (
          <ul className="agent-transfers__list">
            {rows.map((row) => (
              <li className="agent-transfers__row" key={row.transferId}>
                <span>{row.username}</span>
                <span>{show(row.amount)}</span>
                <time dateTime={row.createdAt}>{date(row.createdAt)}</time>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

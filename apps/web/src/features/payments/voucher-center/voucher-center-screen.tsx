/**
 * /m/voucherCenter (spec §2 Deposit entry, §4 Template, §5, §6): real accounts only. The channels
 * with their min and max; the sandbox gateway (order with an Idempotency-Key, then the gateway's
 * payment page, then back here with ?order=<id> polling until credited) and manual bank transfer
 * (the merchant's account, reference and payer name; pending until an operator approves). The
 * 'new' template (dep_func '1') shows the same pieces as tiles in cards instead of a list.
 */
import { templateOf } from '@app/contract/client';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { PageSpinner } from '../../../ui/page-spinner';
import { useSiteConfig } from '../../system/queries';
import { MemberGate } from '../../wallet/member-gate';
import { useWallet } from '../../wallet/queries';
import { WalletSummary } from '../../wallet/wallet-summary';
import { useDepositChannels } from '../queries';
import { BankTransferForm } from './bank-transfer-form';
import { ChannelPicker } from './channel-picker';
import { GatewayDepositForm } from './gateway-deposit-form';
import { GatewayOrderStatus } from './gateway-order-status';
import { RecentOrders } from './recent-orders';
import '../../wallet/wallet.css';

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
      <WalletSummary wallet={wallet} />
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

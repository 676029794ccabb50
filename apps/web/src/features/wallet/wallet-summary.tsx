/** The amounts at the top of the deposit and withdrawal screens: balance, withdrawable and held. */
import type { WalletValue } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from './money';

export function WalletSummary({ wallet, showHeld = false }: { wallet: WalletValue; showHeld?: boolean }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const amount = (value: number) => `${wallet.currencySymbol} ${money(value, wallet.decimals)}`;
  return (
    <dl className="wallet-summary">
      <div>
        <dt>{t(showHeld ? 'withdrawable' : 'balance')}</dt>
        <dd>{amount(showHeld ? wallet.withdrawable : wallet.sumBalance)}</dd>
      </div>
      {showHeld && (
        <div>
          <dt>{t('held_amount')}</dt>
          <dd>{amount(wallet.held)}</dd>
        </div>
      )}
    </dl>
  );
}

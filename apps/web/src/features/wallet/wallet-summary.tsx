/** The amounts at the top of the deposit and withdrawal screens: balance, withdrawable and held. */
import type { WalletValue } from '@app/contract';
import { useTranslation } from '../../i18n/use-translation';
import { useMoneyFormat } from './money';

/**
 * `wallet` undefined while the wallet loads: the labels with empty amounts, so that the summary
 * holds its height and nothing below it moves when the amounts arrive (a layout shift Lighthouse
 * counted on /m/voucherCenter).
 */
export function WalletSummary({
  wallet,
  showHeld = false,
}: {
  wallet: WalletValue | undefined;
  showHeld?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const amount = (value: (loaded: WalletValue) => number) =>
    wallet ? `${wallet.currencySymbol} ${money(value(wallet), wallet.decimals)}` : '\u00a0';
  return (
    <dl className="wallet-summary" aria-busy={!wallet}>
      <div>
        <dt>{t(showHeld ? 'withdrawable' : 'balance')}</dt>
        <dd>{amount((loaded) => (showHeld ? loaded.withdrawable : loaded.sumBalance))}</dd>
      </div>
      {showHeld && (
        <div>
          <dt>{t('held_amount')}</dt>
          <dd>{amount((loaded) => loaded.held)}</dd>
        </div>
      )}
    </dl>
  );
}

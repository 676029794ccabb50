/**
 * The jackpot counter of spec §2 Home (simulated, as the spec says): it starts at a random amount
 * and grows by itself. Announced by its label only: aria-live stays off because it changes every
 * few seconds.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useMoneyFormat } from '../wallet/money';
import { jackpotDelayMs, jackpotStart, jackpotStep, type Random } from './jackpot-rules';

export function JackpotCounter({
  currencySymbol,
  random = Math.random,
}: {
  currencySymbol?: string;
  random?: Random;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [amount, setAmount] = useState(() => jackpotStart(random));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const grow = () => {
      timer = setTimeout(() => {
        setAmount((current) => current + jackpotStep(random));
        grow();
      }, jackpotDelayMs(random));
    };
    grow();
    return () => clearTimeout(timer);
  }, [random]);

  return (
    <section className="jackpot" aria-labelledby="jackpot-title">
      <h2 id="jackpot-title" className="jackpot__title">
        {t('jackpot')}
      </h2>
      <p className="jackpot__amount" aria-live="off" data-testid="jackpot-amount">
        {currencySymbol && <span className="jackpot__symbol">{currencySymbol}</span>}
        {money(amount, 0)}
      </p>
    </section>
  );
}

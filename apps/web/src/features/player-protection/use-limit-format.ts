import type { PlayerProtectionSettings } from '@app/contract';
import type { PlayerLimitName } from '@app/contract/client';
import { useMoneyFormat } from '../wallet/money';
import { useDurations } from './durations';
import { isMoneyLimit } from './limit-rules';

/** A limit's value as the page writes it: money in the member's currency, or minutes. */
export function useLimitFormat(settings: Pick<PlayerProtectionSettings, 'currencySymbol' | 'decimals'>) {
  const money = useMoneyFormat();
  const durations = useDurations();
  return (name: PlayerLimitName, value: number) =>
    isMoneyLimit(name)
      ? `${settings.currencySymbol} ${money(value, settings.decimals)}`
      : durations.minutes(value);
}

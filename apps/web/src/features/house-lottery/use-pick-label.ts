/** How a pick reads on screen: a number as it is, the other picks translated (big, odd, green ...). */
import type { LotteryBetKind } from '@app/contract/client';
import { useTranslation } from '../../i18n/use-translation';

export function usePickLabel(): (line: { kind: LotteryBetKind; pick: string }) => string {
  const { t } = useTranslation();
  return (line) => (line.kind === 'number' ? line.pick : t(`lottery_pick_${line.pick}`));
}

/** The reality check's interval (REALITY_CHECK_MINUTES) or off; a change reschedules the check at once. */
import type { PlayerProtectionSettings } from '@app/contract';
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@app/contract/client';
import { toastApiError } from '../../app/api-error-toast';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from '../../ui/toast';
import { ChoiceChips } from './choice-chips';
import { useDurations } from './durations';
import { useSetRealityCheck } from './queries';
import { RgSection } from './rg-section';

const OFF = 'off' as const;
type Interval = RealityCheckMinutes | typeof OFF;

export function RealityCheckSetting({
  minutes,
}: {
  minutes: PlayerProtectionSettings['realityCheckMinutes'];
}) {
  const { t } = useTranslation();
  const durations = useDurations();
  const save = useSetRealityCheck();

  async function choose(value: Interval) {
    try {
      await save.mutateAsync(value === OFF ? null : value);
      toast.success(t('in_chang_saved'));
    } catch (error) {
      toastApiError(error);
    }
  }

  return (
    <RgSection id="reality-check" title={t('reality_check_title')}>
      <div className="rg-card">
        <p className="rg-card__text">{t('rg_reality_check_text')}</p>
        <ChoiceChips<Interval>
          legend={t('reality_check_title')}
          choices={[
            ...REALITY_CHECK_MINUTES.map((value) => ({ value, label: durations.minutes(value) })),
            { value: OFF, label: t('rg_off') },
          ]}
          value={minutes ?? OFF}
          onChange={(value) => void choose(value)}
          disabled={save.isPending}
        />
      </div>
    </RgSection>
  );
}

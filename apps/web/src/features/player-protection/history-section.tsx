/** The member's changes, newest first, page by page: what changed, when, and whether the operator did it. */
import type { PlayerProtectionHistoryEntry, PlayerProtectionSettings } from '@app/contract';
import type { PlayerProtectionEvent } from '@app/contract/client';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from '../../i18n/use-translation';
import { PagedList } from '../../ui/paged-list';
import { useDateTimeFormat } from '../wallet/money';
import { useDurations } from './durations';
import { useProtectionHistory } from './queries';
import { RgSection } from './rg-section';
import { useLimitFormat } from './use-limit-format';

export function HistorySection({ settings }: { settings: PlayerProtectionSettings }) {
  const { t } = useTranslation();
  const history = useProtectionHistory();
  const dateTime = useDateTimeFormat();
  const text = useEntryText(settings);
  return (
    <RgSection id="history" title={t('rg_history')}>
      <PagedList query={history} showEnd={false}>
        {(entries) => (
          <List className="rg-list">
            {entries.map((entry) => (
              <List.Item
                key={`${entry.at}-${entry.event}-${entry.limit ?? ''}`}
                description={
                  entry.by === 'member'
                    ? dateTime(entry.at)
                    : `${dateTime(entry.at)} · ${t('rg_by_operator')}`
                }
              >
                {text(entry)}
              </List.Item>
            ))}
          </List>
        )}
      </PagedList>
    </RgSection>
  );
}

/** One change in words. */
function useEntryText(settings: PlayerProtectionSettings) {
  const { t } = useTranslation();
  const dateTime = useDateTimeFormat();
  const durations = useDurations();
  const format = useLimitFormat(settings);
  return ({ event, limit, to, effectiveAt }: PlayerProtectionHistoryEntry): string => {
    const date = effectiveAt ? dateTime(effectiveAt) : '';
    const name = limit ? t(`rg_limit_${limit}`) : '';
    const value = limit && to !== null ? format(limit, to) : '';
    const texts: Record<PlayerProtectionEvent, () => string> = {
      limitApplied: () =>
        to === null
          ? t('rg_history_removed', { limit: name })
          : t('rg_history_applied', { limit: name, value }),
      limitPending: () =>
        to === null
          ? t('rg_history_pending_removal', { limit: name, date })
          : t('rg_history_pending', { limit: name, value, date }),
      limitPendingCancelled: () => t('rg_history_cancelled', { limit: name }),
      realityCheckSet: () =>
        t('rg_history_reality_check', { value: to === null ? t('rg_off') : durations.minutes(to) }),
      timeOut: () => t('rg_history_time_out', { date }),
      selfExclusion: () => t('rg_history_self_exclusion', { date }),
    };
    return texts[event]();
  };
}

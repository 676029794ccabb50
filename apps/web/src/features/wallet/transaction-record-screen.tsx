/**
 * /m/transaction/record (spec §2 Account record): the wallet's movements, filtered by type and by
 * today, 7 days, 30 days or chosen days, newest first and paged by infinite scroll. Each row: what
 * happened, the signed amount (green in, red out), the balance after, the status and the time.
 */
import type { TransactionRecord, WalletValue } from '@app/contract';
import CalendarPicker from 'antd-mobile/es/components/calendar-picker';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PageSpinner } from '../../ui/page-spinner';
import { PagedList } from '../../ui/paged-list';
import { MemberGate } from './member-gate';
import { useDateTimeFormat, useMoneyFormat } from './money';
import { useRecords, useWallet } from './queries';
import {
  DATE_RANGES,
  DEFAULT_RECORDS_FILTER,
  RECORD_FILTER_TYPES,
  type RecordFilterType,
  type RecordsFilter,
  recordsQueryOf,
} from './records-filter';
import './wallet.css';

/** How far back chosen days may start: the calendar shows these months. */
const CUSTOM_RANGE_DAYS = 90;

export function TransactionRecordScreen() {
  return (
    <MemberGate>
      <Records />
    </MemberGate>
  );
}

function Records() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<RecordsFilter>(DEFAULT_RECORDS_FILTER);
  const [choosingDays, setChoosingDays] = useState(false);
  const now = new Date();
  const records = useRecords(recordsQueryOf(filter, now));
  const { data: wallet } = useWallet();
  const day = useDateTimeFormat('date');

  return (
    <div className="wallet-page wallet-page--list">
      <Tabs
        className="records-types"
        activeKey={filter.type}
        onChange={(type) => setFilter({ ...filter, type: type as RecordFilterType })}
      >
        {RECORD_FILTER_TYPES.map((type) => (
          <Tabs.Tab key={type} title={t(`record_type_${type}`)} />
        ))}
      </Tabs>
      <Selector
        className="records-ranges"
        aria-label={t('date_range')}
        columns={4}
        showCheckMark={false}
        value={[filter.range]}
        onChange={([range = filter.range]) => {
          if (range === 'custom') setChoosingDays(true);
          else setFilter({ type: filter.type, range });
        }}
        options={DATE_RANGES.map((range) => ({ value: range, label: t(`date_range_${range}`) }))}
      />
      {filter.range === 'custom' && filter.days && (
        <p className="wallet-muted records-days">
          {day(filter.days[0])} – {day(filter.days[1])}
        </p>
      )}
      <CalendarPicker
        visible={choosingDays}
        selectionMode="range"
        title={t('date_range_custom')}
        min={new Date(now.getFullYear(), now.getMonth(), now.getDate() - CUSTOM_RANGE_DAYS)}
        max={now}
        onClose={() => setChoosingDays(false)}
        onMaskClick={() => setChoosingDays(false)}
        onConfirm={(days) => {
          if (days) setFilter({ type: filter.type, range: 'custom', days });
        }}
      />
      {wallet ? (
        <PagedList query={records}>
          {(items) => (
            <List>
              {items.map((record) => (
                <RecordRow key={record.id} record={record} wallet={wallet} />
              ))}
            </List>
          )}
        </PagedList>
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}

function RecordRow({ record, wallet }: { record: TransactionRecord; wallet: WalletValue }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const time = useDateTimeFormat();
  const status =
    record.status === 'completed'
      ? t('order_status_completed')
      : t(`withdrawal_status_${record.status}`, { defaultValue: record.status });
  return (
    <List.Item
      description={
        <>
          <time dateTime={record.time}>{time(record.time)}</time> · {status}
        </>
      }
      extra={
        <div className="record-amounts">
          <span className={`wallet-amount ${record.amount < 0 ? 'wallet-amount--out' : 'wallet-amount--in'}`}>
            {money(record.amount, wallet.decimals, { signed: true })}
          </span>
          <span className="wallet-muted">
            {t('balance_after', { amount: money(record.balanceAfter, wallet.decimals) })}
          </span>
        </div>
      }
    >
      {t(`record_kind_${record.kind}`)}
    </List.Item>
  );
}

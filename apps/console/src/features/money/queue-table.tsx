import type { OperatorPageOf } from '@app/contract/client';
import type { UseQueryResult } from '@tanstack/react-query';
import { App, Table, type TableColumnsType, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { type PageView, serverPagination } from '../../lib/server-paging';
import { QueryError } from '../../ui/query-error';
import { ReasonModal } from '../../ui/reason-modal';
import { formatAmount } from './money-format';

/** What a row of every money queue has: when, who and how much. */
interface QueueRow {
  createdAt: string;
  username: string;
  amount: number;
  currency: string;
}

/** What a row's actions may do besides their own call: ask for a rejection's reason, report a failure. */
export interface QueueActions<Row> {
  askReason: (row: Row) => void;
  /** Shows a failed step as a translated message (the list refreshes either way). */
  reported: (step: Promise<unknown>) => Promise<unknown>;
}

/** A queue's actions: a row's buttons, and the rejection whose reason they may ask for. */
export interface QueueActing<Row> {
  actionsOf: (row: Row, actions: QueueActions<Row>) => ReactNode;
  rejection: {
    title: (row: Row) => string;
    /** Who reads the reason, as the reason field's hint (ReasonModal's default: the member). */
    hint?: string;
    reject: (row: Row, reason: string) => Promise<unknown>;
  };
}

/**
 * A money queue: a page of rows (paged on the server; `page` shown, `onPage` asked for another)
 * with time, member and amount, then the queue's own columns, and its actions when the staff
 * member's role may act (`acting` given); an error with a retry above the table; the required
 * reason of a rejection in a modal.
 */
export function QueueTable<Row extends QueueRow>({
  rows,
  page,
  onPage,
  rowKey,
  columns,
  acting,
  expandable,
}: {
  rows: UseQueryResult<OperatorPageOf<Row>>;
  page: PageView;
  onPage: (page: PageView) => void;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  acting?: QueueActing<Row>;
  expandable?: TableProps<Row>['expandable'];
}) {
  const { t, language } = useTranslation();
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const actions: QueueActions<Row> = {
    askReason: setRejecting,
    reported: (step) =>
      step.catch((error) => {
        void message.error(errorMessage(error, t));
      }),
  };

  const allColumns: TableColumnsType<Row> = [
    {
      title: t('money.time'),
      dataIndex: 'createdAt',
      render: (time: string) => formatTime(time, language),
      width: 200,
    },
    { title: t('money.member'), dataIndex: 'username' },
    {
      title: t('money.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (_, { amount, currency }) => formatAmount(amount, currency, language),
    },
    ...columns,
    ...(acting
      ? [
          {
            title: t('money.actions'),
            key: 'actions',
            render: (_: unknown, row: Row) => acting.actionsOf(row, actions),
          },
        ]
      : []),
  ];

  return (
    <>
      <QueryError query={rows} style={{ marginBottom: 16 }} />
      <Table<Row>
        rowKey={rowKey}
        columns={allColumns}
        dataSource={rows.data?.list}
        loading={rows.isFetching}
        expandable={expandable}
        pagination={serverPagination(
          page,
          rows.data?.total ?? 0,
          (total) => t('money.total', { total }),
          onPage,
        )}
      />
      {rejecting && acting && (
        <ReasonModal
          title={acting.rejection.title(rejecting)}
          hint={acting.rejection.hint}
          reject={({ reason }) => acting.rejection.reject(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}

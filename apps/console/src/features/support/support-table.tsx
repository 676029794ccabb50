import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';
import { QueryError } from '../../ui/query-error';

/**
 * A desk's list that the API answers whole (agent applications, contracts): the table pages it
 * here; an error with a retry above it.
 */
export function SupportTable<Row extends object>({
  rows,
  rowKey,
  columns,
  expandable,
}: {
  rows: UseQueryResult<Row[]>;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  expandable?: TableProps<Row>['expandable'];
}) {
  const { t } = useTranslation();
  return (
    <>
      <QueryError query={rows} style={{ marginBottom: 16 }} />
      <Table<Row>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows.data}
        loading={rows.isFetching}
        expandable={expandable}
        pagination={{ showTotal: (total) => t('support.total', { total }) }}
      />
    </>
  );
}

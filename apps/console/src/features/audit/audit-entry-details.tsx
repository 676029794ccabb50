import type { AuditEntry } from '@app/contract';
import { Col, Row, Table, Typography } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';
import { type ChangedValue, changedValues } from './changed-values';

const pretty = (value: unknown): string => JSON.stringify(value, null, 2) ?? '';

/** A value in one line of the changes' table; an absent one (added, removed) as "(none)". */
function Value({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === undefined) return <Typography.Text italic>{t('audit.none')}</Typography.Text>;
  return <Typography.Text code>{JSON.stringify(value)}</Typography.Text>;
}

/** A JSON document, scrollable — and so focusable, for the keyboard to scroll it too. */
function JsonDocument({ label, value }: { label: string; value: unknown }) {
  const { t } = useTranslation();
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <Typography.Text strong>{label}</Typography.Text>
      </figcaption>
      {value === null || value === undefined ? (
        <Typography.Text italic>{t('audit.none')}</Typography.Text>
      ) : (
        // A named region, so that the keyboard stop says what it scrolls.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard scrolls only what has focus (WCAG 2.1.1).
        <section aria-label={label} tabIndex={0} style={{ maxHeight: 320, overflow: 'auto' }}>
          <pre style={{ margin: 0 }}>{pretty(value)}</pre>
        </section>
      )}
    </figure>
  );
}

/** An audit row opened: what changed, then the request's patch and the documents before and after. */
export function AuditEntryDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changes = changedValues(entry.before, entry.after);
  return (
    <Row gutter={[24, 16]}>
      <Col span={24}>
        <Table<ChangedValue>
          size="small"
          pagination={false}
          rowKey="path"
          dataSource={changes}
          title={() => <Typography.Text strong>{t('audit.changes')}</Typography.Text>}
          locale={{ emptyText: t('audit.noChanges') }}
          columns={[
            {
              title: t('audit.field'),
              dataIndex: 'path',
              render: (path: string) => <Typography.Text code>{path || '—'}</Typography.Text>,
            },
            {
              title: t('audit.before'),
              dataIndex: 'before',
              render: (value: unknown) => <Value value={value} />,
            },
            {
              title: t('audit.after'),
              dataIndex: 'after',
              render: (value: unknown) => <Value value={value} />,
            },
          ]}
        />
      </Col>
      <Col span={8}>
        <JsonDocument label={t('audit.patch')} value={entry.patch} />
      </Col>
      <Col span={8}>
        <JsonDocument label={t('audit.before')} value={entry.before} />
      </Col>
      <Col span={8}>
        <JsonDocument label={t('audit.after')} value={entry.after} />
      </Col>
    </Row>
  );
}

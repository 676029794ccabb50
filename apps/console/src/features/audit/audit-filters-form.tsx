import { AUDIT_PLATFORM_MERCHANT } from '@app/contract/client';
import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { useMerchants } from '../../ui/merchant-select';
import type { AuditFilters } from './audit-view';

/**
 * The audit log's filters. The dates are the browser's own date fields: keyboard- and
 * screen-reader-friendly, and written as YYYY-MM-DD, the form the address keeps them in.
 */
export function AuditFiltersForm({
  filters,
  onSearch,
}: {
  filters: AuditFilters;
  onSearch: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AuditFilters>();
  const merchants = useMerchants();

  // The address changed (back, forward, a shared link): the fields show what the table shows.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(filters);
  }, [form, filters]);

  return (
    <Form form={form} name="audit-filters" layout="inline" onFinish={onSearch} style={{ rowGap: 12 }}>
      <Form.Item name="merchantCode" label={t('audit.merchant')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('audit.allMerchants')}
          loading={merchants.isPending}
          options={[
            { value: AUDIT_PLATFORM_MERCHANT, label: t('audit.platform') },
            ...(merchants.data ?? []).map(({ merchantCode, name }) => ({
              value: merchantCode,
              label: `${name} (${merchantCode})`,
            })),
          ]}
          style={{ width: 220 }}
        />
      </Form.Item>
      <Form.Item name="actor" label={t('audit.actor')}>
        <Input allowClear placeholder={t('audit.actorPlaceholder')} maxLength={100} />
      </Form.Item>
      <Form.Item name="target" label={t('audit.target')}>
        <Input allowClear placeholder={t('audit.targetPlaceholder')} maxLength={100} />
      </Form.Item>
      <Form.Item name="from" label={t('audit.from')}>
        <Input type="date" />
      </Form.Item>
      <Form.Item
        name="to"
        label={t('audit.to')}
        dependencies={['from']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, to?: string) => {
              const from: string | undefined = getFieldValue('from');
              // YYYY-MM-DD compares as text in the order of the days.
              return from && to && from > to
                ? Promise.reject(new Error(t('audit.rangeInvalid')))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('audit.search')}
          </Button>
          <Button onClick={() => onSearch({})}>{t('audit.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/**
 * The help centre (contract help.ts): sections and the items under them, each with its texts per
 * language (an item's answer is rich HTML, previewed in the site's frame), the devices it shows on,
 * an order and whether it is on. Sections list with their items beneath; removing one is for good.
 */
import type { HelpCreate, HelpTexts, OperatorHelpItem } from '@app/contract';
import {
  HELP_CONTENT_MAX,
  HELP_ITEM_DEVICES,
  HELP_OPERATOR_PATHS,
  HELP_TITLE_MAX,
  type LanguageCode,
  staffRoleAllows,
} from '@app/contract/client';
import {
  Badge,
  Button,
  Flex,
  Form,
  InputNumber,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { QueryError } from '../../ui/query-error';
import { useStaff } from '../auth/session';
import { createHelp, patchHelp, removeHelp } from './content-api';
import { ContentFormModal } from './content-form-modal';
import { ConfirmedAction, textsIn, textsWithDefaults } from './content-parts';
import { useContentChange, useHelpItems } from './content-queries';
import { LocalizedTexts, type TextField } from './localized-texts';

const TITLE_FIELD: TextField = { name: 'title', label: 'content.title', max: HELP_TITLE_MAX, required: true };
const ITEM_FIELDS: readonly TextField[] = [
  TITLE_FIELD,
  { name: 'content', label: 'content.answer', max: HELP_CONTENT_MAX, rich: true },
];
/** The parent choice of a section (no parent). */
const NO_PARENT = '';

type Texts = Partial<Record<LanguageCode, Partial<HelpTexts>>>;
interface HelpValues {
  parentId: string;
  texts: Texts;
  device: HelpCreate['device'];
  enabled: boolean;
  sortOrder: number;
}
/** A section with its items, as the table shows them. */
type HelpRow = OperatorHelpItem & { children?: OperatorHelpItem[] };

const bodyOf = ({ parentId, texts, ...rest }: HelpValues) => ({
  ...rest,
  parentId: parentId === NO_PARENT ? null : parentId,
  texts: textsWithDefaults(texts, ['title', 'content'] as const) as HelpCreate['texts'],
});

function HelpForm({
  merchantCode,
  sections,
  editing,
  onClose,
}: {
  merchantCode: string;
  sections: readonly OperatorHelpItem[];
  editing: OperatorHelpItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useContentChange((body: HelpCreate) => createHelp(merchantCode, body));
  const patch = useContentChange((body: HelpCreate) => patchHelp(merchantCode, editing?.helpId ?? '', body));
  const sectionTitle = (id: string | undefined, language: LanguageCode) => {
    const section = sections.find((candidate) => candidate.helpId === id);
    return section ? (textsIn<HelpTexts>(section.texts, language).title ?? '') : '';
  };
  const initialValues: Partial<HelpValues> = editing
    ? {
        parentId: editing.parentId ?? NO_PARENT,
        texts: editing.texts,
        device: editing.device,
        enabled: editing.enabled,
        sortOrder: editing.sortOrder,
      }
    : { parentId: sections[0]?.helpId ?? NO_PARENT, device: 'ALL', enabled: true, sortOrder: 0 };
  return (
    <ContentFormModal<HelpValues>
      name="help-form"
      title={t(editing ? 'content.help.edit' : 'content.help.create')}
      okText={t('content.save')}
      initialValues={initialValues}
      onClose={onClose}
      submit={(values) => (editing ? patch : create).mutateAsync(bodyOf(values))}
      preview={{
        kind: 'help',
        textsOf: (values, language) => {
          const text = textsIn(values.texts, language);
          return {
            title: text.title ?? '',
            html: text.content ?? '',
            subtitle: sectionTitle(values.parentId, language),
            pictureUrl: null,
          };
        },
      }}
    >
      {(tab) => (
        <>
          <Form.Item name="parentId" label={t('content.helpSection')}>
            <Select
              options={[
                { value: NO_PARENT, label: t('content.helpNewSection') },
                ...sections
                  .filter((section) => section.helpId !== editing?.helpId)
                  .map((section) => ({ value: section.helpId, label: section.texts.EN.title })),
              ]}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['parentId']}>
            {({ getFieldValue }) => (
              <LocalizedTexts
                // A section shows only its title; an item its answer too.
                fields={getFieldValue('parentId') === NO_PARENT ? [TITLE_FIELD] : ITEM_FIELDS}
                initialLanguages={editing ? (Object.keys(editing.texts) as LanguageCode[]) : []}
                active={tab.active}
                onActiveChange={tab.onActiveChange}
              />
            )}
          </Form.Item>
          <Form.Item name="device" label={t('content.device')}>
            <Select
              options={HELP_ITEM_DEVICES.map((device) => ({
                value: device,
                label: t(`content.device.${device}`),
              }))}
            />
          </Form.Item>
          <Space size="large">
            <Form.Item name="sortOrder" label={t('content.sortOrder')}>
              <InputNumber min={0} max={1_000_000} precision={0} />
            </Form.Item>
            <Form.Item name="enabled" label={t('content.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </>
      )}
    </ContentFormModal>
  );
}

export function HelpTab({ merchantCode }: { merchantCode?: string }) {
  const { t } = useTranslation();
  const { role } = useStaff();
  const list = useHelpItems(merchantCode);
  const [editing, setEditing] = useState<OperatorHelpItem | 'new' | null>(null);
  const remove = useContentChange((helpId: string) => removeHelp(merchantCode ?? '', helpId));
  const canWrite = staffRoleAllows(role, 'POST', HELP_OPERATOR_PATHS.items);
  const items = list.data?.list ?? [];
  const sections = items.filter((item) => item.parentId === null);
  const rows: HelpRow[] = sections.map((section) => {
    const children = items.filter((item) => item.parentId === section.helpId);
    return children.length > 0 ? { ...section, children } : section;
  });

  const columns: TableColumnsType<HelpRow> = [
    { title: t('content.title'), key: 'title', render: (_, row) => row.texts.EN.title },
    {
      title: t('content.device'),
      dataIndex: 'device',
      render: (device: OperatorHelpItem['device']) => t(`content.device.${device}`),
    },
    {
      title: t('content.status'),
      dataIndex: 'enabled',
      render: (enabled: boolean) => (
        <Badge
          status={enabled ? 'success' : 'default'}
          text={t(enabled ? 'content.live' : 'content.notLive')}
        />
      ),
    },
    { title: t('content.sortOrder'), dataIndex: 'sortOrder' },
    ...(canWrite
      ? [
          {
            title: t('content.actions'),
            key: 'actions',
            render: (_: unknown, row: HelpRow) => (
              <Space size="small">
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('content.edit')}
                </Button>
                <ConfirmedAction
                  question={t('content.removeConfirm', { title: row.texts.EN.title })}
                  label={t('content.remove')}
                  danger
                  run={() => remove.mutateAsync(row.helpId)}
                />
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap="middle">
      {canWrite && merchantCode && (
        <Flex justify="end">
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('content.help.create')}
          </Button>
        </Flex>
      )}
      <QueryError query={list} />
      <Table<HelpRow>
        rowKey="helpId"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        expandable={{ defaultExpandAllRows: true }}
      />
      {editing && merchantCode && (
        <HelpForm
          merchantCode={merchantCode}
          sections={sections}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}

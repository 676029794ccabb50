/**
 * Promotions (contract promotions.ts): a category, texts per language (title, summary and the
 * rules as rich HTML), a picture (or one the server draws), what the detail's button does, an
 * order and whether it is on. The detail players read is previewed in the site's frame.
 */
import type { OperatorPromotion, PromotionActionInput, PromotionCreate, PromotionTexts } from '@app/contract';
import {
  type ContentPreviewAction,
  type ContentPreviewDraft,
  type LanguageCode,
  PROMOTION_ACTION_KINDS,
  PROMOTION_CATEGORIES,
  PROMOTION_CONTENT_MAX,
  PROMOTION_SUMMARY_MAX,
  PROMOTION_TITLE_MAX,
  PROMOTIONS_OPERATOR_PATHS,
  staffRoleAllows,
} from '@app/contract/client';
import {
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { QueryError } from '../../ui/query-error';
import { useStaff } from '../auth/session';
import { createPromotion, patchPromotion } from './content-api';
import { ContentFormModal } from './content-form-modal';
import {
  ConfirmedAction,
  LiveBadge,
  newSchedule,
  PictureFields,
  type Schedule,
  ScheduleField,
  ScheduleText,
  scheduleBody,
  scheduleOf,
  scheduleRefusals,
  textsIn,
  textsWithDefaults,
} from './content-parts';
import { useContentChange, usePromotions } from './content-queries';
import { LocalizedTexts, type TextField } from './localized-texts';

const TEXT_FIELDS: readonly TextField[] = [
  { name: 'title', label: 'content.title', max: PROMOTION_TITLE_MAX, required: true },
  { name: 'summary', label: 'content.summary', max: PROMOTION_SUMMARY_MAX },
  { name: 'content', label: 'content.rules', max: PROMOTION_CONTENT_MAX, rich: true },
];
const TEXT_NAMES = ['title', 'summary', 'content'] as const;

type Texts = Partial<Record<LanguageCode, Partial<PromotionTexts>>>;
interface PromotionValues {
  category: PromotionCreate['category'];
  texts: Texts;
  picture?: { url?: string; width?: number; height?: number };
  action: PromotionActionInput;
  schedule?: Schedule;
  enabled: boolean;
  sortOrder: number;
}

const valuesOf = (promotion: OperatorPromotion): PromotionValues => ({
  category: promotion.category,
  texts: promotion.texts,
  picture: promotion.picture ?? {},
  action: { ...promotion.action } as PromotionActionInput,
  schedule: scheduleOf(promotion),
  enabled: promotion.enabled,
  sortOrder: promotion.sortOrder,
});

/** The action's one field its kind needs (the server refuses the others). */
const actionOf = ({ kind, rewardId, to, url }: PromotionActionInput): PromotionActionInput =>
  kind === 'claim'
    ? { kind, rewardId }
    : kind === 'route'
      ? { kind, to }
      : kind === 'url'
        ? { kind, url }
        : { kind };

/** The draft's button for the preview: the action's field of its kind, '' where not typed yet. */
const previewActionOf = (action: Partial<PromotionActionInput>): ContentPreviewAction => {
  switch (action.kind) {
    case 'claim':
      return { kind: 'claim', rewardId: action.rewardId ?? '' };
    case 'route':
      return { kind: 'route', to: action.to ?? '' };
    case 'url':
      return { kind: 'url', url: action.url ?? '' };
    default:
      return { kind: 'none' };
  }
};

const previewPeriodOf = (schedule: Schedule | undefined): ContentPreviewDraft['period'] =>
  schedule?.[0]
    ? { startsAt: schedule[0].toISOString(), endsAt: schedule[1] ? schedule[1].toISOString() : null }
    : undefined;

const bodyOf = ({ texts, picture, action, schedule, ...rest }: PromotionValues) => ({
  ...rest,
  ...scheduleBody(schedule),
  texts: textsWithDefaults(texts, TEXT_NAMES) as PromotionCreate['texts'],
  picture: picture?.url ? { url: picture.url, width: picture.width ?? 0, height: picture.height ?? 0 } : null,
  action: actionOf(action),
});

function PromotionForm({
  merchantCode,
  editing,
  onClose,
}: {
  merchantCode: string;
  editing: OperatorPromotion | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useContentChange((body: PromotionCreate) => createPromotion(merchantCode, body));
  const patch = useContentChange((body: PromotionCreate) =>
    patchPromotion(merchantCode, editing?.promotionId ?? '', body),
  );
  const initialValues: Partial<PromotionValues> = editing
    ? valuesOf(editing)
    : { category: 'OTHER', action: { kind: 'none' }, schedule: newSchedule(), enabled: true, sortOrder: 0 };
  return (
    <ContentFormModal<PromotionValues>
      name="promotion-form"
      title={t(editing ? 'content.promotions.edit' : 'content.promotions.create')}
      okText={t('content.save')}
      initialValues={initialValues}
      onClose={onClose}
      refusalFields={scheduleRefusals(t)}
      submit={(values) => (editing ? patch : create).mutateAsync(bodyOf(values))}
      preview={{
        kind: 'promotion',
        textsOf: (values, language) => {
          const text = textsIn(values.texts, language);
          return {
            title: text.title ?? '',
            html: text.content ?? '',
            subtitle: text.summary ?? '',
            pictureUrl: values.picture?.url?.startsWith('https://') ? values.picture.url : null,
            // The button and the dates as players would see them (the site checks the links).
            action: values.action ? previewActionOf(values.action) : { kind: 'none' },
            period: previewPeriodOf(values.schedule),
          };
        },
      }}
    >
      {(tab) => (
        <>
          <Form.Item name="category" label={t('content.category')}>
            <Select
              options={PROMOTION_CATEGORIES.map((category) => ({
                value: category,
                label: t(`content.category.${category}`),
              }))}
            />
          </Form.Item>
          <LocalizedTexts
            fields={TEXT_FIELDS}
            initialLanguages={editing ? (Object.keys(editing.texts) as LanguageCode[]) : []}
            active={tab.active}
            onActiveChange={tab.onActiveChange}
          />
          <PictureFields />
          <Form.Item name={['action', 'kind']} label={t('content.promotionAction')}>
            <Select
              options={PROMOTION_ACTION_KINDS.map((kind) => ({
                value: kind,
                label: t(`content.promotionAction.${kind}`),
              }))}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={[['action', 'kind']]}>
            {({ getFieldValue }) => {
              const kind = getFieldValue(['action', 'kind']) as PromotionActionInput['kind'];
              if (kind === 'claim')
                return (
                  <Form.Item
                    name={['action', 'rewardId']}
                    label={t('content.rewardId')}
                    rules={[{ required: true, message: t('content.required') }]}
                  >
                    <Input />
                  </Form.Item>
                );
              if (kind === 'route')
                return (
                  <Form.Item
                    name={['action', 'to']}
                    label={t('content.sitePage')}
                    extra="/m/rewardCenter"
                    rules={[{ required: true, message: t('content.required') }]}
                  >
                    <Input />
                  </Form.Item>
                );
              if (kind === 'url')
                return (
                  <Form.Item
                    name={['action', 'url']}
                    label={t('content.outsideUrl')}
                    rules={[{ required: true, message: t('content.required') }]}
                  >
                    <Input inputMode="url" />
                  </Form.Item>
                );
              return null;
            }}
          </Form.Item>
          <ScheduleField />
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

export function PromotionsTab({ merchantCode }: { merchantCode?: string }) {
  const { t, language } = useTranslation();
  const { role } = useStaff();
  const list = usePromotions(merchantCode);
  const [editing, setEditing] = useState<OperatorPromotion | 'new' | null>(null);
  const toggle = useContentChange((promotion: OperatorPromotion) =>
    patchPromotion(merchantCode ?? '', promotion.promotionId, { enabled: !promotion.enabled }),
  );
  const canWrite = staffRoleAllows(role, 'POST', PROMOTIONS_OPERATOR_PATHS.promotions);

  const columns: TableColumnsType<OperatorPromotion> = [
    { title: t('content.title'), key: 'title', render: (_, row) => row.texts.EN.title },
    {
      title: t('content.category'),
      dataIndex: 'category',
      render: (category: OperatorPromotion['category']) => t(`content.category.${category}`),
    },
    { title: t('content.status'), dataIndex: 'live', render: (live: boolean) => <LiveBadge live={live} /> },
    {
      title: t('content.schedule'),
      key: 'schedule',
      render: (_: unknown, row: OperatorPromotion) => <ScheduleText {...row} />,
    },
    { title: t('content.sortOrder'), dataIndex: 'sortOrder', sorter: (a, b) => a.sortOrder - b.sortOrder },
    {
      title: t('content.updatedAt'),
      dataIndex: 'updatedAt',
      render: (at: string) => formatTime(at, language),
    },
    ...(canWrite
      ? [
          {
            title: t('content.actions'),
            key: 'actions',
            render: (_: unknown, row: OperatorPromotion) => (
              <Space size="small">
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('content.edit')}
                </Button>
                <ConfirmedAction
                  question={t(row.enabled ? 'content.hideConfirm' : 'content.showConfirm', {
                    title: row.texts.EN.title,
                  })}
                  label={t(row.enabled ? 'content.hide' : 'content.show')}
                  run={() => toggle.mutateAsync(row)}
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
            {t('content.promotions.create')}
          </Button>
        </Flex>
      )}
      <QueryError query={list} />
      <Table<OperatorPromotion>
        rowKey="promotionId"
        columns={columns}
        dataSource={list.data?.list}
        loading={list.isFetching}
        pagination={{ pageSize: 20, showSizeChanger: false }}
      />
      {editing && merchantCode && (
        <PromotionForm
          merchantCode={merchantCode}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}

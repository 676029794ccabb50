/**
 * Banners and announcements (contract announcements.ts: one list of types; banners are type B).
 * Banners have a group, a picture (or one the server draws), what a click does and no body;
 * notices, pop-ups and agent notices have a body players read in the notice's detail, previewed
 * here in the site's frame. An announcement is in one language or in every language. Hiding one
 * is turning it off (the API keeps every announcement and its read counts).
 */
import type { AnnouncementCreate, OperatorAnnouncement } from '@app/contract';
import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  ANNOUNCEMENTS_OPERATOR_PATHS,
  type AnnouncementTypeCode,
  BANNER_ACTIONS,
  BANNER_GROUPS,
  type BannerAction,
  LANGUAGES,
  type LanguageCode,
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
import { createAnnouncement, patchAnnouncement } from './content-api';
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
} from './content-parts';
import { useAnnouncements, useContentChange } from './content-queries';
import { LazyRichTextEditor } from './lazy-rich-text-editor';

export type AnnouncementsKind = 'banners' | 'notices';
/** The types the notices tab writes: player, promotion, pop-up and agent notices. */
const NOTICE_TYPES = ['PL', 'PR', 'PU', 'A'] as const satisfies readonly AnnouncementTypeCode[];
const EVERY_LANGUAGE = 'ALL';

interface AnnouncementValues {
  type: AnnouncementTypeCode;
  title: string;
  content?: string;
  language: LanguageCode | typeof EVERY_LANGUAGE;
  groupName?: (typeof BANNER_GROUPS)[number];
  picture?: { url?: string; width?: number; height?: number };
  action?: BannerAction;
  target?: string;
  schedule?: Schedule;
  enabled: boolean;
  sortOrder: number;
}

const valuesOf = (announcement: OperatorAnnouncement): AnnouncementValues => ({
  type: announcement.type,
  title: announcement.title,
  content: announcement.content,
  language: (announcement.language as LanguageCode | null) ?? EVERY_LANGUAGE,
  groupName: (announcement.groupName ?? undefined) as AnnouncementValues['groupName'],
  picture: announcement.picture ?? {},
  action: announcement.action,
  target: announcement.target,
  schedule: scheduleOf(announcement),
  enabled: announcement.enabled,
  sortOrder: announcement.sortOrder,
});

/** The call's fields: the banner's only on banners (the server refuses them on other types). */
const bodyOf = ({
  type,
  picture,
  language,
  groupName,
  action,
  target,
  content,
  schedule,
  ...rest
}: AnnouncementValues) => ({
  ...rest,
  ...scheduleBody(schedule),
  content: content ?? '',
  language: language === EVERY_LANGUAGE ? null : language,
  ...(type === 'B'
    ? {
        groupName,
        action: action ?? 'NONE',
        target: target ?? '',
        picture: picture?.url
          ? { url: picture.url, width: picture.width ?? 0, height: picture.height ?? 0 }
          : null,
      }
    : {}),
});

function AnnouncementForm({
  kind,
  merchantCode,
  editing,
  onClose,
}: {
  kind: AnnouncementsKind;
  merchantCode: string;
  /** The announcement changed, or null for a new one. */
  editing: OperatorAnnouncement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useContentChange((body: AnnouncementCreate) => createAnnouncement(merchantCode, body));
  const patch = useContentChange((values: AnnouncementValues) =>
    patchAnnouncement(merchantCode, editing?.announcementId ?? '', bodyOf(values)),
  );
  const banner = kind === 'banners';
  const initialValues: Partial<AnnouncementValues> = editing
    ? valuesOf(editing)
    : {
        type: banner ? 'B' : 'PL',
        language: EVERY_LANGUAGE,
        schedule: newSchedule(),
        enabled: true,
        sortOrder: 0,
        action: 'NONE',
      };
  return (
    <ContentFormModal<AnnouncementValues>
      name={`${kind}-form`}
      title={t(editing ? `content.${kind}.edit` : `content.${kind}.create`)}
      okText={t('content.save')}
      initialValues={initialValues}
      onClose={onClose}
      refusalFields={scheduleRefusals(t)}
      submit={(values) =>
        editing ? patch.mutateAsync(values) : create.mutateAsync({ type: values.type, ...bodyOf(values) })
      }
      preview={
        banner
          ? undefined
          : {
              kind: 'notice',
              textsOf: (values) => ({
                title: values.title ?? '',
                html: values.content ?? '',
                subtitle: '',
                pictureUrl: null,
              }),
            }
      }
    >
      {() => (
        <>
          <Form.Item name="type" label={t('content.type')} hidden={banner}>
            <Select
              disabled={editing !== null}
              options={NOTICE_TYPES.map((type) => ({
                value: type,
                label: t(`content.announcementType.${type}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="title"
            label={t('content.title')}
            rules={[
              { required: true, whitespace: true, message: t('content.required') },
              { max: ANNOUNCEMENT_TITLE_MAX, message: t('content.tooLong', { max: ANNOUNCEMENT_TITLE_MAX }) },
            ]}
          >
            <Input maxLength={ANNOUNCEMENT_TITLE_MAX} />
          </Form.Item>
          <Form.Item name="language" label={t('content.language')} extra={t('content.languageHelp')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={[
                { value: EVERY_LANGUAGE, label: t('content.everyLanguage') },
                ...LANGUAGES.map(({ code, name }) => ({ value: code, label: name })),
              ]}
            />
          </Form.Item>
          {banner ? (
            <>
              <Form.Item
                name="groupName"
                label={t('content.bannerGroup')}
                rules={[{ required: true, message: t('content.required') }]}
              >
                <Select
                  options={BANNER_GROUPS.map((group) => ({
                    value: group,
                    label: t(`content.bannerGroup.${group}`),
                  }))}
                />
              </Form.Item>
              <PictureFields />
              <Form.Item name="action" label={t('content.bannerAction')}>
                <Select
                  options={BANNER_ACTIONS.map((action) => ({
                    value: action,
                    label: t(`content.bannerAction.${action}`),
                  }))}
                />
              </Form.Item>
              <Form.Item
                name="target"
                label={t('content.bannerTarget')}
                extra={t('content.bannerTargetHelp')}
              >
                <Input maxLength={512} />
              </Form.Item>
            </>
          ) : (
            <Form.Item
              name="content"
              label={t('content.body')}
              rules={[
                {
                  max: ANNOUNCEMENT_CONTENT_MAX,
                  message: t('content.tooLong', { max: ANNOUNCEMENT_CONTENT_MAX }),
                },
              ]}
            >
              <LazyRichTextEditor label={t('content.body')} />
            </Form.Item>
          )}
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

export function AnnouncementsTab({ kind, merchantCode }: { kind: AnnouncementsKind; merchantCode?: string }) {
  const { t, language } = useTranslation();
  const { role } = useStaff();
  const banner = kind === 'banners';
  const [typeFilter, setTypeFilter] = useState<AnnouncementTypeCode | undefined>(undefined);
  const list = useAnnouncements(merchantCode, banner ? 'B' : typeFilter);
  const [editing, setEditing] = useState<OperatorAnnouncement | 'new' | null>(null);
  const toggle = useContentChange((announcement: OperatorAnnouncement) =>
    patchAnnouncement(merchantCode ?? '', announcement.announcementId, {
      enabled: !announcement.enabled,
    }),
  );
  const canWrite = staffRoleAllows(role, 'POST', ANNOUNCEMENTS_OPERATOR_PATHS.announcements);
  // The banners tab lists banners only; the notices tab every other type (or the one chosen).
  const rows = (list.data?.list ?? []).filter((row) => banner === (row.type === 'B'));

  const columns: TableColumnsType<OperatorAnnouncement> = [
    { title: t('content.title'), dataIndex: 'title' },
    banner
      ? {
          title: t('content.bannerGroup'),
          dataIndex: 'groupName',
          render: (group: AnnouncementValues['groupName']) => t(`content.bannerGroup.${group ?? 'm_home'}`),
        }
      : {
          title: t('content.type'),
          dataIndex: 'type',
          render: (type: AnnouncementTypeCode) => t(`content.announcementType.${type}`),
        },
    {
      title: t('content.language'),
      dataIndex: 'language',
      render: (code: LanguageCode | null) =>
        code ? LANGUAGES.find((l) => l.code === code)?.name : t('content.everyLanguage'),
    },
    { title: t('content.status'), dataIndex: 'live', render: (live: boolean) => <LiveBadge live={live} /> },
    {
      title: t('content.schedule'),
      key: 'schedule',
      render: (_: unknown, row: OperatorAnnouncement) => <ScheduleText {...row} />,
    },
    { title: t('content.sortOrder'), dataIndex: 'sortOrder', sorter: (a, b) => a.sortOrder - b.sortOrder },
    ...(banner ? [] : [{ title: t('content.readCount'), dataIndex: 'readCount' }]),
    {
      title: t('content.createdAt'),
      dataIndex: 'createdAt',
      render: (at: string) => formatTime(at, language),
    },
    ...(canWrite
      ? [
          {
            title: t('content.actions'),
            key: 'actions',
            render: (_: unknown, row: OperatorAnnouncement) => (
              <Space size="small">
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('content.edit')}
                </Button>
                <ConfirmedAction
                  question={t(row.enabled ? 'content.hideConfirm' : 'content.showConfirm', {
                    title: row.title,
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
      <Flex justify="space-between" align="center" gap="middle">
        {banner ? (
          <span />
        ) : (
          <Select<AnnouncementTypeCode | undefined>
            aria-label={t('content.typeFilter')}
            value={typeFilter}
            allowClear
            placeholder={t('content.allTypes')}
            onChange={setTypeFilter}
            options={NOTICE_TYPES.map((type) => ({
              value: type,
              label: t(`content.announcementType.${type}`),
            }))}
            style={{ width: 220 }}
          />
        )}
        {canWrite && merchantCode && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t(`content.${kind}.create`)}
          </Button>
        )}
      </Flex>
      <QueryError query={list} />
      <Table<OperatorAnnouncement>
        rowKey="announcementId"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={{ pageSize: 20, showSizeChanger: false }}
      />
      {editing && merchantCode && (
        <AnnouncementForm
          kind={kind}
          merchantCode={merchantCode}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}

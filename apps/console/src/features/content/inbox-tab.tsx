/**
 * Inbox messages (contract inbox.ts): sent to one member or to every member of the merchant, with
 * texts per language (the body rich HTML, previewed in the site's inbox); a sent message cannot be
 * changed, only withdrawn (members no longer see it). The list pages on the server.
 */
import type { InboxSend, InboxTexts, OperatorInboxMessage } from '@app/contract';
import {
  INBOX_CONTENT_MAX,
  INBOX_OPERATOR_PATHS,
  INBOX_TITLE_MAX,
  type LanguageCode,
  staffRoleAllows,
} from '@app/contract/client';
import { Button, Flex, Form, Input, Radio, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { QueryError } from '../../ui/query-error';
import { useStaff } from '../auth/session';
import { sendInbox, withdrawInbox } from './content-api';
import { ContentFormModal } from './content-form-modal';
import { ConfirmedAction, textsIn, textsWithDefaults } from './content-parts';
import { useContentChange, useInboxMessages } from './content-queries';
import { LocalizedTexts, type TextField } from './localized-texts';

const TEXT_FIELDS: readonly TextField[] = [
  { name: 'title', label: 'content.title', max: INBOX_TITLE_MAX, required: true },
  { name: 'content', label: 'content.body', max: INBOX_CONTENT_MAX, required: true, rich: true },
];
const PAGE_SIZE = 20;

interface InboxValues {
  to: 'all' | 'member';
  username?: string;
  texts: Partial<Record<LanguageCode, Partial<InboxTexts>>>;
}

function SendForm({ merchantCode, onClose }: { merchantCode: string; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useContentChange((body: InboxSend) => sendInbox(merchantCode, body));
  return (
    <ContentFormModal<InboxValues>
      name="inbox-form"
      title={t('content.inbox.create')}
      okText={t('content.send')}
      initialValues={{ to: 'all' }}
      onClose={onClose}
      submit={({ to, username, texts }) =>
        send.mutateAsync({
          ...(to === 'all' ? { all: true } : { username: username?.trim() ?? '' }),
          texts: textsWithDefaults(texts, ['title', 'content'] as const) as InboxSend['texts'],
        })
      }
      preview={{
        kind: 'inbox',
        textsOf: (values, language) => {
          const text = textsIn(values.texts, language);
          return { title: text.title ?? '', html: text.content ?? '', subtitle: '', pictureUrl: null };
        },
      }}
    >
      {(tab) => (
        <>
          <Form.Item name="to" label={t('content.recipient')}>
            <Radio.Group
              options={[
                { value: 'all', label: t('content.recipientAll') },
                { value: 'member', label: t('content.recipientMember') },
              ]}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['to']}>
            {({ getFieldValue }) =>
              getFieldValue('to') === 'member' && (
                <Form.Item
                  name="username"
                  label={t('content.username')}
                  rules={[{ required: true, whitespace: true, message: t('content.required') }]}
                >
                  <Input maxLength={64} autoComplete="off" />
                </Form.Item>
              )
            }
          </Form.Item>
          <LocalizedTexts
            fields={TEXT_FIELDS}
            initialLanguages={[]}
            active={tab.active}
            onActiveChange={tab.onActiveChange}
          />
        </>
      )}
    </ContentFormModal>
  );
}

export function InboxTab({ merchantCode }: { merchantCode?: string }) {
  const { t, language } = useTranslation();
  const { role } = useStaff();
  const [pageNo, setPageNo] = useState(1);
  const list = useInboxMessages(merchantCode, pageNo, PAGE_SIZE);
  const [sending, setSending] = useState(false);
  const withdraw = useContentChange((messageId: string) => withdrawInbox(merchantCode ?? '', messageId));
  const canWrite = staffRoleAllows(role, 'POST', INBOX_OPERATOR_PATHS.messages);

  const columns: TableColumnsType<OperatorInboxMessage> = [
    { title: t('content.title'), key: 'title', render: (_, row) => row.texts.EN.title },
    {
      title: t('content.recipient'),
      dataIndex: 'to',
      render: (to: string | null) => to ?? t('content.recipientAll'),
    },
    { title: t('content.sentAt'), dataIndex: 'sentAt', render: (at: string) => formatTime(at, language) },
    { title: t('content.sentBy'), dataIndex: 'sentBy' },
    { title: t('content.readCount'), dataIndex: 'readCount' },
    {
      title: t('content.status'),
      dataIndex: 'withdrawnAt',
      render: (at: string | null) =>
        at ? t('content.withdrawnAt', { time: formatTime(at, language) }) : t('content.live'),
    },
    ...(canWrite
      ? [
          {
            title: t('content.actions'),
            key: 'actions',
            render: (_: unknown, row: OperatorInboxMessage) =>
              row.withdrawnAt === null && (
                <ConfirmedAction
                  question={t('content.withdrawConfirm', { title: row.texts.EN.title })}
                  label={t('content.withdraw')}
                  danger
                  run={() => withdraw.mutateAsync(row.messageId)}
                />
              ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap="middle">
      {canWrite && merchantCode && (
        <Flex justify="end">
          <Button type="primary" onClick={() => setSending(true)}>
            {t('content.inbox.create')}
          </Button>
        </Flex>
      )}
      <QueryError query={list} />
      <Table<OperatorInboxMessage>
        rowKey="messageId"
        columns={columns}
        dataSource={list.data?.list}
        loading={list.isFetching}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          // The API answers the number of pages, not of rows.
          total: (list.data?.totalPages ?? 0) * PAGE_SIZE,
          showSizeChanger: false,
          onChange: setPageNo,
        }}
      />
      {sending && merchantCode && <SendForm merchantCode={merchantCode} onClose={() => setSending(false)} />}
    </Flex>
  );
}

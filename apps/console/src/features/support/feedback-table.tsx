/**
 * Players' feedback, newest first, paged by the server and filtered by open / replied; a reply
 * (a second one replaces the first) is written in a modal beside the feedback and its pictures,
 * offered to the roles that may make it, its refusal shown on the field.
 */
import type { OperatorFeedback } from '@app/contract';
import {
  FEEDBACK_OPERATOR_PATHS,
  FEEDBACK_REPLY_MAX,
  feedbackTypeNameOf,
  staffRoleAllows,
} from '@app/contract/client';
import { Button, Descriptions, Form, Image, Input, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { FormModal } from '../../ui/form-modal';
import { QueryError } from '../../ui/query-error';
import { useStaff } from '../auth/session';
import { useFeedbackPage, useFeedbackReply } from './support-queries';
import { FEEDBACK_PAGE_SIZES, type FeedbackFilter } from './support-view';

function ReplyModal({
  merchantCode,
  feedback,
  onClose,
}: {
  merchantCode: string;
  feedback: OperatorFeedback;
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  const reply = useFeedbackReply();
  const typeName = feedbackTypeNameOf(feedback.type);
  return (
    <FormModal<{ reply: string }>
      name="feedback-reply"
      title={t('support.feedback.replyTo', { username: feedback.sender })}
      okText={t('support.feedback.send')}
      open
      initialValues={{ reply: feedback.reply ?? '' }}
      onClose={onClose}
      submit={({ reply: text }) =>
        reply.mutateAsync({ merchantCode, feedbackId: feedback.feedbackId, reply: text.trim() })
      }
    >
      <Descriptions
        column={1}
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          { key: 'time', label: t('support.time'), children: formatTime(feedback.createdAt, language) },
          {
            key: 'type',
            label: t('support.feedback.type'),
            children: typeName ? t(`support.feedback.type.${typeName}`) : feedback.type,
          },
          {
            key: 'content',
            label: t('support.feedback.content'),
            children: <span style={{ whiteSpace: 'pre-wrap' }}>{feedback.content}</span>,
          },
          ...(feedback.remark
            ? [{ key: 'remark', label: t('support.feedback.remark'), children: feedback.remark }]
            : []),
          ...(feedback.pictures.length > 0
            ? [
                {
                  key: 'pictures',
                  label: t('support.feedback.pictures'),
                  children: (
                    <Space wrap>
                      {feedback.pictures.map((picture, index) => (
                        <Image
                          key={picture.url}
                          src={picture.url}
                          width={96}
                          alt={t('support.feedback.picture', { number: index + 1 })}
                        />
                      ))}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Form.Item
        name="reply"
        label={t('support.feedback.reply')}
        rules={[{ required: true, whitespace: true, message: t('support.feedback.replyRequired') }]}
      >
        <Input.TextArea maxLength={FEEDBACK_REPLY_MAX} showCount rows={4} />
      </Form.Item>
    </FormModal>
  );
}

export function FeedbackTable({
  merchantCode,
  filter,
  pageNo,
  pageSize,
  onPage,
}: {
  merchantCode: string | undefined;
  filter: FeedbackFilter;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number, pageSize: number) => void;
}) {
  const { t, language } = useTranslation();
  const { role } = useStaff();
  const feedback = useFeedbackPage(merchantCode, filter, pageNo, pageSize);
  const [replying, setReplying] = useState<OperatorFeedback | null>(null);
  const mayReply = merchantCode && staffRoleAllows(role, 'POST', FEEDBACK_OPERATOR_PATHS.reply);

  const columns: TableColumnsType<OperatorFeedback> = [
    {
      title: t('support.time'),
      dataIndex: 'createdAt',
      render: (time: string) => formatTime(time, language),
      width: 200,
    },
    { title: t('support.member'), dataIndex: 'sender' },
    {
      title: t('support.feedback.type'),
      dataIndex: 'type',
      render: (type: number) => {
        const name = feedbackTypeNameOf(type);
        return name ? t(`support.feedback.type.${name}`) : type;
      },
    },
    { title: t('support.feedback.content'), dataIndex: 'content', ellipsis: true },
    {
      title: t('support.status'),
      dataIndex: 'status',
      render: (status: OperatorFeedback['status']) => (
        <Tag color={status === 'open' ? 'blue' : undefined}>{t(`support.feedback.status.${status}`)}</Tag>
      ),
    },
    {
      title: t('support.feedback.reply'),
      dataIndex: 'reply',
      ellipsis: true,
      render: (reply: string | null, row) =>
        reply ? `${reply} — ${row.repliedBy ?? ''}` : t('support.feedback.noReply'),
    },
    ...(mayReply
      ? [
          {
            title: t('support.actions'),
            key: 'actions',
            render: (_: unknown, row: OperatorFeedback) => (
              <Button size="small" type="primary" onClick={() => setReplying(row)}>
                {row.reply ? t('support.feedback.replyAgain') : t('support.feedback.replyAction')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  const page = feedback.data;
  return (
    <>
      <QueryError query={feedback} style={{ marginBottom: 16 }} />
      <Table<OperatorFeedback>
        rowKey="feedbackId"
        columns={columns}
        dataSource={page?.list}
        loading={feedback.isFetching}
        pagination={{
          current: pageNo,
          pageSize,
          // The API counts pages, not rows: enough rows for the pager to offer every page.
          total: (page?.totalPages ?? 0) * pageSize,
          showSizeChanger: true,
          pageSizeOptions: [...FEEDBACK_PAGE_SIZES],
        }}
        onChange={({ current = 1, pageSize: size = pageSize }) =>
          onPage(size === pageSize ? current : 1, size)
        }
      />
      {replying && merchantCode && (
        <ReplyModal merchantCode={merchantCode} feedback={replying} onClose={() => setReplying(null)} />
      )}
    </>
  );
}

import type { MemberNote } from '@app/contract';
import { MEMBER_NOTE_MAX_LENGTH, PLAYERS_OPERATOR_PATHS, staffRoleAllows } from '@app/contract/client';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { errorMessage } from '../../lib/api-errors';
import { showFieldErrors } from '../../lib/form-errors';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { useStaff } from '../auth/session';
import { MemberListTable } from './member-list-table';
import { useAddNote } from './player-queries';
import { fetchNotes, type MemberRef } from './players-api';

/** Staff notes on the member, newest first, shown as plain text; the form shows to roles that may add one. */
export function PlayerNotes({ member }: { member: MemberRef }) {
  const { t, language } = useTranslation();
  const staff = useStaff();
  const mayWrite = staffRoleAllows(staff.role, 'POST', PLAYERS_OPERATOR_PATHS.notes);
  const add = useAddNote(member);
  const [form] = Form.useForm<{ body: string }>();
  return (
    <Flex vertical gap="middle">
      {mayWrite && (
        <Form
          form={form}
          name="player-note"
          layout="vertical"
          onFinish={({ body }) =>
            add.mutate(body.trim(), {
              onSuccess: () => form.resetFields(),
              onError: (error) => showFieldErrors(form, error, t),
            })
          }
        >
          {add.isError && (
            <Alert type="error" showIcon title={errorMessage(add.error, t)} style={{ marginBottom: 12 }} />
          )}
          <Form.Item
            name="body"
            label={t('players.notes.body')}
            rules={[{ required: true, whitespace: true, message: t('players.notes.bodyRequired') }]}
          >
            <Input.TextArea
              maxLength={MEMBER_NOTE_MAX_LENGTH}
              showCount
              autoSize={{ minRows: 2, maxRows: 6 }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('players.notes.add')}
          </Button>
        </Form>
      )}
      <MemberListTable<MemberNote>
        member={member}
        name="notes"
        label={t('players.tab.notes')}
        fetch={fetchNotes}
        rowKey={(note) => note.id}
        totalText="players.notes.total"
        columns={[
          {
            title: t('players.ledger.time'),
            dataIndex: 'createdAt',
            width: 200,
            render: (time: string) => formatTime(time, language),
          },
          { title: t('audit.actor'), dataIndex: 'author', width: 200 },
          {
            title: t('players.notes.body'),
            dataIndex: 'body',
            // Plain text as written: React escapes it, the line breaks stay.
            render: (body: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{body}</span>,
          },
        ]}
      />
    </Flex>
  );
}

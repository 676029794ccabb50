import { MEMBER_LOCK_REASON_MAX_LENGTH, type MemberStatus } from '@app/contract/client';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { FormModal } from '../../ui/form-modal';
import { useSetLocked } from './player-queries';
import type { MemberRef } from './players-api';

/**
 * Lock (an active member) or unlock (a locked one), with a required reason the audit log keeps.
 * Shown only to the roles the server lets make the call.
 */
export function PlayerLockButton({ member, status }: { member: MemberRef; status: MemberStatus }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const setLocked = useSetLocked(member);
  const locking = status === 'active';
  return (
    <>
      <Button danger={locking} onClick={() => setOpen(true)}>
        {t(locking ? 'players.lock' : 'players.unlock')}
      </Button>
      <FormModal<{ reason: string }>
        name="player-lock"
        title={t(locking ? 'players.lockTitle' : 'players.unlockTitle', { username: member.username })}
        okText={t(locking ? 'players.lock' : 'players.unlock')}
        open={open}
        onClose={() => setOpen(false)}
        submit={({ reason }) => setLocked.mutateAsync({ locked: locking, reason: reason.trim() })}
      >
        <Typography.Paragraph>{t(locking ? 'players.lockHint' : 'players.unlockHint')}</Typography.Paragraph>
        <Form.Item
          name="reason"
          label={t('players.reason')}
          rules={[{ required: true, whitespace: true, message: t('players.reasonRequired') }]}
        >
          <Input.TextArea maxLength={MEMBER_LOCK_REASON_MAX_LENGTH} showCount autoSize={{ minRows: 2 }} />
        </Form.Item>
      </FormModal>
    </>
  );
}

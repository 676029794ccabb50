import type { MemberDevice, MemberLoginAttempt, MemberSession } from '@app/contract';
import { Flex, Tag, Typography } from 'antd';
import { formatTime } from '../../lib/i18n/format-time';
import { type TFunction, useTranslation } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages/en';
import { MemberListTable } from './member-list-table';
import { fetchLoginAttempts, fetchSessions, type MemberRef } from './players-api';

const METHODS = ['password', 'sms', 'register', 'trial', 'oauth'];
const OUTCOMES = ['success', 'failure', 'locked', 'captcha', 'blocked'];

/** A stored word as the language says it, or as stored when the console knows no text for it. */
const wordOf = (t: TFunction, prefix: 'players.method' | 'players.outcome', known: string[], word: string) =>
  known.includes(word) ? t(`${prefix}.${word}` as MessageKey) : word;

/**
 * The device a sign-in came from, as the server read its User-Agent ('Chrome 120 · Android 14 ·
 * Mobile'), the User-Agent itself in the title; 'Not recorded' for rows from before it was kept.
 */
export function DeviceCell({ device, userAgent }: { device: MemberDevice | null; userAgent: string | null }) {
  const { t } = useTranslation();
  if (!device) {
    return <Typography.Text type="secondary">{t('players.device.none')}</Typography.Text>;
  }
  const parts = [device.browser, device.os, t(`players.device.${device.type}` as MessageKey)];
  return <span title={userAgent ?? undefined}>{parts.filter(Boolean).join(' · ')}</span>;
}

const deviceColumn = (t: TFunction) => ({
  title: t('players.sessions.device'),
  key: 'device',
  render: (_: unknown, row: MemberSession | MemberLoginAttempt) => (
    <DeviceCell device={row.device} userAgent={row.userAgent} />
  ),
});

/** The member's sessions (where, on what device and how they signed in, whether still live) and sign-in attempts. */
export function PlayerSessions({ member }: { member: MemberRef }) {
  const { t, language } = useTranslation();
  const time = (iso: string) => formatTime(iso, language);
  return (
    <Flex vertical gap="large">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
        {t('players.sessions.title')}
      </Typography.Title>
      <MemberListTable<MemberSession>
        member={member}
        name="sessions"
        label={t('players.sessions.title')}
        fetch={fetchSessions}
        rowKey={(session) => `${session.createdAt}-${session.ip}-${session.expiresAt}`}
        totalText="players.sessions.total"
        columns={[
          { title: t('players.sessions.started'), dataIndex: 'createdAt', render: time },
          { title: t('players.sessions.lastSeen'), dataIndex: 'lastSeenAt', render: time },
          {
            title: t('players.sessions.method'),
            dataIndex: 'method',
            render: (method: string) => wordOf(t, 'players.method', METHODS, method),
          },
          { title: t('players.sessions.ip'), dataIndex: 'ip' },
          deviceColumn(t),
          {
            title: t('players.sessions.state'),
            dataIndex: 'live',
            render: (live: boolean) => (
              <Tag color={live ? 'blue' : undefined}>
                {t(live ? 'players.sessions.live' : 'players.sessions.ended')}
              </Tag>
            ),
          },
        ]}
      />
      <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
        {t('players.attempts.title')}
      </Typography.Title>
      <MemberListTable<MemberLoginAttempt>
        member={member}
        name="login-attempts"
        label={t('players.attempts.title')}
        fetch={fetchLoginAttempts}
        rowKey={(attempt) => attempt.id}
        totalText="players.attempts.total"
        columns={[
          { title: t('players.ledger.time'), dataIndex: 'createdAt', render: time },
          {
            title: t('players.sessions.method'),
            dataIndex: 'method',
            render: (method: string) => wordOf(t, 'players.method', METHODS, method),
          },
          { title: t('players.sessions.ip'), dataIndex: 'ip' },
          deviceColumn(t),
          {
            title: t('players.attempts.outcome'),
            dataIndex: 'outcome',
            render: (outcome: string) => (
              <Tag color={outcome === 'success' ? undefined : 'red'}>
                {wordOf(t, 'players.outcome', OUTCOMES, outcome)}
              </Tag>
            ),
          },
        ]}
      />
    </Flex>
  );
}

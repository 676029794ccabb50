import type { MemberDetail } from '@app/contract';
import { Descriptions } from 'antd';
import { formatTime } from '../../lib/i18n/format-time';
import { useTranslation } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages/en';
import { memberTypeName, vipLevelNameIn } from './players-view';
import { StatusTag } from './status-tag';

/** The member's account as registered, and their last sign-in. */
export function PlayerProfile({ player }: { player: MemberDetail }) {
  const { t, language } = useTranslation();
  const text = (value: string | number | null) =>
    value === null || value === '' ? t('players.none') : value;
  const rows: [MessageKey, React.ReactNode][] = [
    ['players.username', player.username],
    ['players.id', player.id],
    ['players.nickname', text(player.nickname)],
    ['players.memberType', memberTypeName(t, player.type)],
    ['players.status', <StatusTag key="status" status={player.status} />],
    ['players.merchantCode', player.merchantCode],
    ['players.mobile', text(player.mobile)],
    ['players.email', text(player.email)],
    ['players.referrer', text(player.referrer)],
    ['players.recommendedBy', text(player.recommendedBy)],
    ['players.inviteCode', text(player.inviteCode)],
    ['players.affiliateCode', text(player.affiliateCode)],
    ['players.createdAt', formatTime(player.createdAt, language)],
    ['players.registerMethod', text(player.registerMethod)],
    ['players.registerDomain', text(player.registerDomain)],
    [
      'players.lastLoginAt',
      player.lastLoginAt ? formatTime(player.lastLoginAt, language) : t('players.never'),
    ],
    ['players.vipLevel', text(vipLevelNameIn(player, language))],
  ];
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      items={rows.map(([label, value]) => ({ key: label, label: t(label), children: value }))}
    />
  );
}

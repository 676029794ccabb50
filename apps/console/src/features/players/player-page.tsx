/**
 * A player's page (issue 21 point 3): the profile, the balances and the ledger, sessions and
 * sign-in attempts, limits and exclusions (read only), staff notes; lock and unlock with a reason.
 * The address is /players/<username>?merchantCode=...&tab=...; every role reads it, and each
 * action shows only to the roles the server lets make it.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { PLAYERS_OPERATOR_PATHS, staffRoleAllows } from '@app/contract/client';
import { Flex, Spin, Tabs } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n';
import { PageTitle } from '../../ui/page-title';
import { QueryError } from '../../ui/query-error';
import { AdjustBalanceButton } from '../approvals/adjust-balance-button';
import { useStaff } from '../auth/session';
import { PlayerLedger } from './player-ledger';
import { PlayerLockButton } from './player-lock-button';
import { PlayerNotes } from './player-notes';
import { PlayerProfile } from './player-profile';
import { PlayerProtection } from './player-protection';
import { usePlayer } from './player-queries';
import { PlayerSessions } from './player-sessions';
import { PLAYERS_PATH } from './players-view';
import { StatusTag } from './status-tag';

const TABS = ['profile', 'ledger', 'sessions', 'protection', 'notes'] as const;
type PlayerTab = (typeof TABS)[number];

export function PlayerPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const { username = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const merchantCode = search.get('merchantCode')?.trim() ?? '';
  const tab = TABS.find((name) => name === search.get('tab')) ?? 'profile';
  const member = { merchantCode, username };
  const player = usePlayer(member);
  const mayLock = staffRoleAllows(staff.role, 'POST', PLAYERS_OPERATOR_PATHS.lock);

  const back = (
    <Link to={`${PLAYERS_PATH}?${new URLSearchParams({ merchantCode })}`}>
      <ArrowLeftOutlined aria-hidden /> {t('players.back')}
    </Link>
  );
  if (player.isError)
    return (
      <Flex vertical gap="middle">
        {back}
        <QueryError query={player} />
      </Flex>
    );
  if (!player.data) return <Spin />;
  const detail = player.data;

  return (
    <Flex vertical gap="middle">
      {back}
      <Flex align="center" gap="middle" wrap>
        <PageTitle>
          {detail.username} <StatusTag status={detail.status} />
        </PageTitle>
        {mayLock && <PlayerLockButton member={member} status={detail.status} />}
        {/* The balance adjustment (four eyes, decision 0067): it shows itself only to the roles
            staffRoleAllows lets POST WALLET_OPERATOR_PATHS.adjustments (finance, admin). */}
        <AdjustBalanceButton merchantCode={merchantCode} username={detail.username} />
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(next) => {
          const nextSearch = new URLSearchParams(search);
          if (next === 'profile') nextSearch.delete('tab');
          else nextSearch.set('tab', next as PlayerTab);
          setSearch(nextSearch, { replace: true });
        }}
        items={[
          { key: 'profile', label: t('players.tab.profile'), children: <PlayerProfile player={detail} /> },
          {
            key: 'ledger',
            label: t('players.tab.ledger'),
            children: <PlayerLedger member={member} player={detail} />,
          },
          { key: 'sessions', label: t('players.tab.sessions'), children: <PlayerSessions member={member} /> },
          {
            key: 'protection',
            label: t('players.tab.protection'),
            children: <PlayerProtection member={member} />,
          },
          { key: 'notes', label: t('players.tab.notes'), children: <PlayerNotes member={member} /> },
        ]}
        destroyOnHidden
      />
    </Flex>
  );
}

/**
 * The downline: the members the agent's code brought, with their deposits, bets, wins and net in
 * the period; search by username, sort, pages of 25 from the server.
 */
import type { AgentDownlineSort, AgentKpiPeriod } from '@app/contract';
import { AGENT_DOWNLINE_SORTS } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import Empty from 'antd-mobile/es/components/empty';
import SearchBar from 'antd-mobile/es/components/search-bar';
import Selector from 'antd-mobile/es/components/selector';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LoadFailed, LoadingSkeleton } from '../../ui/query-states';
import { useDateTimeFormat, useMoneyFormat } from '../wallet/money';
import { useWallet } from '../wallet/queries';
import { PeriodPicker } from './kpi-section';
import { useAgentDownline } from './queries';

const SORT_KEY_OF: Record<AgentDownlineSort, string> = {
  joined: 'agent_centre_sort_joined',
  lastLogin: 'agent_centre_sort_last_login',
  username: 'agent_centre_sort_username',
  deposits: 'agent_centre_kpi_deposits',
  turnover: 'agent_centre_kpi_turnover',
  wins: 'agent_centre_kpi_wins',
  net: 'agent_centre_net',
};

export function DownlineSection({ onTransfer }: { onTransfer: (username: string) => void }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<AgentKpiPeriod>('thisMonth');
  const [username, setUsername] = useState('');
  const [sort, setSort] = useState<AgentDownlineSort>('joined');
  const [pageNo, setPageNo] = useState(1);
  const downline = useAgentDownline({ period, sort, pageNo, ...(username ? { username } : {}) });
  const wallet = useWallet();
  const money = useMoneyFormat();
  const date = useDateTimeFormat('date');
  const decimals = wallet.data?.decimals ?? 0;
  const symbol = wallet.data?.currencySymbol ?? '';
  const show = (amount: number) => `${symbol} ${money(amount, decimals, { signed: amount < 0 })}`;

  return (
    <section className="agent-centre__section" aria-labelledby="agent-downline-title">
      <h2 id="agent-downline-title" className="agent-centre__heading">
        {t('agent_centre_downline_title')}
        {downline.data ? ` (${downline.data.total})` : ''}
      </h2>
      <SearchBar
        placeholder={t('agent_centre_search')}
        aria-label={t('agent_centre_search')}
        onSearch={(value) => {
          setUsername(value.trim());
          setPageNo(1);
        }}
        onClear={() => {
          setUsername('');
          setPageNo(1);
        }}
      />
      <PeriodPicker
        value={period}
        onChange={(value) => {
          setPeriod(value);
          setPageNo(1);
        }}
      />
      <Selector
        className="agent-centre__sorts"
        aria-label={t('agent_centre_sort')}
        showCheckMark={false}
        value={[sort]}
        onChange={(values) => {
          if (!values[0]) return;
          setSort(values[0]);
          setPageNo(1);
        }}
        options={AGENT_DOWNLINE_SORTS.map((value) => ({ value, label: t(SORT_KEY_OF[value]) }))}
      />
      {downline.isError && !downline.data ? (
        <LoadFailed className="agent-centre__state" onRetry={downline.refetch} />
      ) : !downline.data ? (
        <LoadingSkeleton className="agent-centre__state" />
      ) : downline.data.list.length === 0 ? (
        <Empty description={t('agent_centre_downline_empty')} />
      ) : (
        <>
          <ul className="agent-downline">
            {downline.data.list.map((member) => (
              <li key={member.username} className="agent-downline__row">
                <div className="agent-downline__who">
                  <strong>{member.username}</strong>
                  {member.nickname ? <span className="agent-downline__muted">{member.nickname}</span> : null}
                  <Tag color={member.status === 'active' ? 'success' : 'default'} fill="outline">
                    {t(
                      member.status === 'active'
                        ? 'agent_centre_status_active'
                        : 'agent_centre_status_disabled',
                    )}
                  </Tag>
                </div>
                <dl className="agent-downline__figures">
                  <div>
                    <dt>{t('agent_centre_joined')}</dt>
                    <dd>{date(member.joinedAt)}</dd>
                  </div>
                  <div>
                    <dt>{t('agent_centre_last_login')}</dt>
                    <dd>{member.lastLoginAt ? date(member.lastLoginAt) : '–'}</dd>
                  </div>
                  <div>
                    <dt>{t('agent_centre_kpi_deposits')}</dt>
                    <dd>{show(member.deposits)}</dd>
                  </div>
                  <div>
                    <dt>{t('agent_centre_kpi_turnover')}</dt>
                    <dd>{show(member.turnover)}</dd>
                  </div>
                  <div>
                    <dt>{t('agent_centre_kpi_wins')}</dt>
                    <dd>{show(member.wins)}</dd>
                  </div>
                  <div>
                    <dt>{t('agent_centre_net')}</dt>
                    <dd>{show(member.net)}</dd>
                  </div>
                </dl>
                <Button
                  size="mini"
                  shape="rounded"
                  color="primary"
                  fill="outline"
                  onClick={() => onTransfer(member.username)}
                >
                  {t('agent_centre_transfer_to')}
                </Button>
              </li>
            ))}
          </ul>
          <nav className="agent-downline__pages" aria-label={t('agent_centre_pages')}>
            <Button size="small" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
              {t('agent_centre_previous_page')}
            </Button>
            <span>
              {downline.data.pageNum} / {downline.data.totalPages}
            </span>
            <Button
              size="small"
              disabled={downline.data.pageNum >= downline.data.totalPages}
              onClick={() => setPageNo(pageNo + 1)}
            >
              {t('agent_centre_next_page')}
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}

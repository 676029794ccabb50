/**
 * /m/member/agent (issue 16 point 3, spec §7 agent endpoint group): the agent centre. Login
 * required (the route's loader); a member who is not an agent (spec §6: type 0, 4, 40) goes to
 * /m/agentRegister instead (replace). Four sections as tabs: overview (KPI A of the period against
 * KPI B, the period before), downline (search, sort, pages of 25), links (the affiliate code, a
 * registration link per domain with Copy, Share and a QR code) and transfer (to a downline member,
 * within the limits and today's quota, with the payment password); then the entries to commission
 * and the three contract screens.
 */
import { CONTRACT_SCREEN_OF, isAgent } from '@app/contract/client';
import List from 'antd-mobile/es/components/list';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { AGENT_COMMISSION_PATH, AGENT_REGISTER_PATH } from '../../app/layout/menu-rules';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { DownlineSection } from './downline-section';
import { KpiSection } from './kpi-section';
import { LinksSection } from './links-section';
import { TransferSection } from './transfer-section';
import './agent-centre.css';

/** The agent's other screens (built by the commission and contract features). */
const AGENT_ENTRIES = [
  { path: AGENT_COMMISSION_PATH, titleKey: 'title_agent_commission' },
  { path: CONTRACT_SCREEN_OF.daily_salary, titleKey: 'title_salary_contract' },
  { path: CONTRACT_SCREEN_OF.dividend, titleKey: 'title_dividend_contract' },
  { path: CONTRACT_SCREEN_OF.hourly_salary, titleKey: 'title_hour_contract' },
] as const;

type Section = 'overview' | 'downline' | 'links' | 'transfer';

export function AgentCentreScreen() {
  const session = useSession();
  if (!session || !isAgent(session.type)) return <Navigate to={AGENT_REGISTER_PATH} replace />;
  return <AgentCentre />;
}

function AgentCentre() {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('overview');
  const [payee, setPayee] = useState('');

  function transferTo(username: string) {
    setPayee(username);
    setSection('transfer');
  }

  return (
    <div className="agent-centre">
      <Tabs activeKey={section} onChange={(key) => setSection(key as Section)} className="agent-centre__tabs">
        <Tabs.Tab key="overview" title={t('agent_centre_tab_overview')}>
          <KpiSection />
        </Tabs.Tab>
        <Tabs.Tab key="downline" title={t('agent_centre_tab_downline')}>
          <DownlineSection onTransfer={transferTo} />
        </Tabs.Tab>
        <Tabs.Tab key="links" title={t('agent_centre_tab_links')}>
          <LinksSection />
        </Tabs.Tab>
        <Tabs.Tab key="transfer" title={t('agent_centre_tab_transfer')}>
          <TransferSection payee={payee} />
        </Tabs.Tab>
      </Tabs>
      <List header={t('agent_centre_more')} className="agent-centre__entries">
        {AGENT_ENTRIES.map((entry) => (
          <List.Item key={entry.path} arrowIcon>
            <Link to={entry.path} className="agent-centre__entry">
              {t(entry.titleKey)}
            </Link>
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/**
 * The way a member who is not an agent reaches the agent application (/m/agentRegister): spec §6
 * shows the agent-registration link to agents only, and the footer's Agent entry brings everyone
 * else here, so the invitation to apply lives on this screen (decision 0047).
 */
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { AGENT_REGISTER_PATH } from '../../app/layout/menu-rules';
import { useTranslation } from '../../i18n/use-translation';

export function BecomeAgentCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="wallet-card invite-agent" aria-labelledby="invite-agent-title">
      <h2 id="invite-agent-title" className="invite-own__title">
        {t('invite_become_agent_title')}
      </h2>
      <p className="wallet-muted">{t('invite_become_agent_text')}</p>
      <Button
        color="primary"
        fill="outline"
        shape="rounded"
        block
        onClick={() => navigate(AGENT_REGISTER_PATH)}
      >
        {t('invite_become_agent_action')}
      </Button>
    </section>
  );
}

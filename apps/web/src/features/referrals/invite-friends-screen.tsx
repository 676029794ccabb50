/**
 * /m/inviteFriends (issue 16 point 1; spec §2, §6 Referral entry; docs/decisions/0046): the
 * member's invite code and link (Copy), a QR code of the link, share buttons (the Web Share API, or
 * Telegram / WhatsApp / Facebook / LINE links), the REFERRAL rules in the player's language, who
 * invited the member with their own bonus, the friends they invited with each one's progress and a
 * Claim button once qualified, and the total earned. A visitor is asked to log in, a trial account
 * to register (as the reward centre does), an agent goes to /m/agentRegister (agents invite with
 * their affiliate links); with REFERRAL off the screen says the programme is not available.
 */
import type { ReferralsValue } from '@app/contract';
import { ErrorCode, inviteLinkOf, isAgent, isRealMember } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../app/api-client';
import { AGENT_REGISTER_PATH, LOGIN_PATH, REGISTER_PATH } from '../../app/layout/menu-rules';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { PageSpinner } from '../../ui/page-spinner';
import { LoadFailed } from '../../ui/query-states';
import { useSiteConfig } from '../system/queries';
import { useMoneyFormat } from '../wallet/money';
import { useWallet } from '../wallet/queries';
import { BecomeAgentCard } from './become-agent-card';
import { FriendList } from './friend-list';
import { InviteCard } from './invite-card';
import { InvitedByCard } from './invited-by-card';
import { useReferrals } from './queries';
import { RulesCard } from './rules-card';
import '../wallet/wallet.css';
import './invite-friends.css';

export function InviteFriendsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  if (!session) {
    return (
      <Prompt
        title={t('invite_login_prompt')}
        to={`${LOGIN_PATH}?redirect=${encodeURIComponent(pathname)}`}
        action={t('login')}
      />
    );
  }
  if (!isRealMember(session.type)) {
    return <Prompt title={t('invite_trial_prompt')} to={REGISTER_PATH} action={t('register_now')} />;
  }
  if (isAgent(session.type)) return <Navigate to={AGENT_REGISTER_PATH} replace />;
  return <InviteFriends />;
}

function Prompt({ title, to, action }: { title: string; to: string; action: string }) {
  const navigate = useNavigate();
  return (
    <ErrorBlock className="wallet-refusal" status="default" title={title} description="">
      <Button className="invite-prompt__action" color="primary" shape="rounded" onClick={() => navigate(to)}>
        {action}
      </Button>
    </ErrorBlock>
  );
}

/** REFERRAL off: the programme is not running, yet the member may still apply to be an agent. */
function Unavailable() {
  const { t } = useTranslation();
  return (
    <div className="wallet-page invite-friends">
      <ErrorBlock
        className="wallet-refusal invite-unavailable"
        status="empty"
        title={t('invite_unavailable')}
        description={t('invite_unavailable_hint')}
      />
      <BecomeAgentCard />
    </div>
  );
}

function InviteFriends() {
  const { data: config } = useSiteConfig();
  const switchedOn = config?.whitelabel.REFERRAL === true;
  const referrals = useReferrals(switchedOn);
  const { data: wallet } = useWallet();
  if (!config) return <PageSpinner />;
  if (!switchedOn) return <Unavailable />;
  if (referrals.error) {
    const code = referrals.error instanceof ApiError ? referrals.error.errorCode : '';
    if (code === ErrorCode.REFERRAL_UNAVAILABLE) return <Unavailable />;
    if (code === ErrorCode.REFERRAL_AGENT) return <Navigate to={AGENT_REGISTER_PATH} replace />;
    return <LoadFailed onRetry={() => referrals.refetch()} />;
  }
  if (!referrals.data || !wallet) return <PageSpinner />;
  return <InviteContent value={referrals.data} symbol={wallet.currencySymbol} decimals={wallet.decimals} />;
}

function InviteContent({
  value,
  symbol,
  decimals,
}: {
  value: ReferralsValue;
  symbol: string;
  decimals: number;
}) {
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const money = (amount: number) => `${symbol} ${format(amount, decimals)}`;
  const link = inviteLinkOf(window.location.origin, value.code);
  return (
    <div className="wallet-page invite-friends">
      <InviteCard code={value.code} link={link} rules={value.rules} money={money} />
      <section className="wallet-card invite-earned" aria-labelledby="invite-earned-title">
        <h2 id="invite-earned-title" className="invite-earned__title">
          {t('invite_earned')}
        </h2>
        <p className="invite-earned__amount">{money(value.earned)}</p>
        <p className="wallet-muted">
          {t('invite_this_month', { count: value.claimedThisMonth, cap: value.rules.monthlyCap })}
        </p>
      </section>
      {value.invitedBy && <InvitedByCard invitedBy={value.invitedBy} rules={value.rules} money={money} />}
      <RulesCard rules={value.rules} money={money} />
      <FriendList friends={value.friends} rules={value.rules} money={money} />
      <BecomeAgentCard />
    </div>
  );
}

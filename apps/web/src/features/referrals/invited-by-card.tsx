/** The member's own side: who invited them, the condition, and their bonus with its Claim. */
import type { ReferralInvitedBy, ReferralRules } from '@app/contract';
import { useTranslation } from '../../i18n/use-translation';
import { ClaimButton } from './claim-button';
import { DepositProgress, StateBadge } from './progress';

interface InvitedByCardProps {
  invitedBy: ReferralInvitedBy;
  rules: ReferralRules;
  money: (amount: number) => string;
}

export function InvitedByCard({ invitedBy, rules, money }: InvitedByCardProps) {
  const { t } = useTranslation();
  return (
    <section className="wallet-card invite-own" aria-labelledby="invite-own-title">
      <div className="invite-friend__head">
        <h2 id="invite-own-title" className="invite-own__title">
          {t('invite_your_bonus')}
        </h2>
        <StateBadge state={invitedBy.state} />
      </div>
      <p className="wallet-muted">
        {t('invite_invited_by', { name: invitedBy.username })}{' '}
        {t('invite_own_condition', { amount: money(rules.minDeposit), days: rules.windowDays })}
      </p>
      <DepositProgress progress={invitedBy} rules={rules} money={money} />
      <div className="invite-friend__foot">
        <span className="invite-friend__amount">{money(invitedBy.amount)}</span>
        {invitedBy.state === 'qualified' && (
          <ClaimButton friendId={null} label={t('invite_claim_own')} money={money} />
        )}
      </div>
    </section>
  );
}

/** The REFERRAL rules: the operator's title and text, and the figures they run on. */
import type { ReferralRules } from '@app/contract';
import { useTranslation } from '../../i18n/use-translation';

export function RulesCard({ rules, money }: { rules: ReferralRules; money: (amount: number) => string }) {
  const { t } = useTranslation();
  return (
    <section className="wallet-card invite-rules" aria-labelledby="invite-rules-title">
      <h2 id="invite-rules-title" className="invite-rules__heading">
        {t('invite_rules')}
      </h2>
      {/* The operator's text may be in a language other than the page's (English falls back). */}
      <h3 className="invite-rules__title" dir="auto">
        {rules.title}
      </h3>
      {rules.description && (
        <p className="wallet-muted" dir="auto">
          {rules.description}
        </p>
      )}
      <ul className="invite-rules__list">
        <li>{t('invite_rule_referrer', { amount: money(rules.referrerBonus) })}</li>
        <li>{t('invite_rule_friend', { amount: money(rules.friendBonus) })}</li>
        <li>{t('invite_rule_deposit', { amount: money(rules.minDeposit), days: rules.windowDays })}</li>
        <li>{t('invite_rule_cap', { count: rules.monthlyCap })}</li>
        {rules.turnoverMultiplier > 0 && (
          <li>{t('invite_rule_wagering', { times: rules.turnoverMultiplier })}</li>
        )}
      </ul>
    </section>
  );
}

/**
 * The three contract screens (spec §2: /m/member/agent/getSalaryContract, getDevidendContract,
 * getHourContract), one component whose kind is the route's (decision 0049): the agent's contract
 * of that kind with its tiers as a table, its status, Accept / Decline of an offer (confirmed),
 * the payouts of an accepted one, or "no contract". A visitor goes to login; a member who is not
 * an agent (trial included) sees 'Non-agents cannot log in' with the way back (spec §6).
 */
import type { AgentContract, AnyContractTier } from '@app/contract';
import {
  type ContractKind,
  contractKindOfScreen,
  currencyDecimals,
  ErrorCode,
  isAgent,
} from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../app/api-client';
import { HOME_PATH } from '../../app/layout-rules';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { confirm } from '../../ui/dialogs';
import { LoadFailed, LoadingSkeleton, NotFound } from '../../ui/query-states';
import { toast } from '../../ui/toast';
import { useSiteConfig } from '../system/queries';
import { MemberGate } from '../wallet/member-gate';
import { useDateTimeFormat, useMoneyFormat } from '../wallet/money';
import { useAgentContract, useAnswerContract } from './queries';
import './agent-contracts.css';

export function ContractScreen() {
  const kind = contractKindOfScreen(useLocation().pathname) ?? 'daily_salary';
  return (
    <MemberGate>
      <ContractOfKind kind={kind} />
    </MemberGate>
  );
}

function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button color="primary" shape="rounded" onClick={() => navigate(HOME_PATH, { replace: true })}>
      {t('back_to_home')}
    </Button>
  );
}

function NotAgent() {
  const { t } = useTranslation();
  return (
    <ErrorBlock className="contract-refusal" status="default" title={t('error_not_agent')} description="">
      <BackButton />
    </ErrorBlock>
  );
}

function ContractOfKind({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const session = useSession();
  const agent = session !== null && isAgent(session.type);
  const query = useAgentContract(kind, { enabled: agent });
  if (!agent) return <NotAgent />;
  if (query.error instanceof ApiError && query.error.errorCode === ErrorCode.NOT_AGENT) return <NotAgent />;
  if (query.error) return <LoadFailed className="contract-refusal" onRetry={query.refetch} />;
  if (!query.data) return <LoadingSkeleton className="contract-page" />;
  const { contract } = query.data;
  if (!contract) {
    return (
      <NotFound className="contract-refusal" title={t('contract_none')}>
        <BackButton />
      </NotFound>
    );
  }
  return <ContractDetail contract={contract} />;
}

/** Amounts with the brand's currency symbol, in the active language's digits. */
function useAmount() {
  const { data: config } = useSiteConfig();
  const money = useMoneyFormat();
  const decimals = config ? currencyDecimals(config.currency) : 0;
  return (amount: number) => `${config?.currencySymbol ?? ''} ${money(amount, decimals)}`.trim();
}

function ContractDetail({ contract }: { contract: AgentContract }) {
  const { t } = useTranslation();
  const date = useDateTimeFormat('date');
  const offered = contract.status === 'offered';
  return (
    <div className="contract-page">
      <section className="contract-card" aria-labelledby="contract-title">
        <div className="contract-card__head">
          <h2 id="contract-title">{t(`contract_kind_${contract.kind}`)}</h2>
          <span className={`contract-status contract-status--${contract.status}`}>
            {t(`contract_status_${contract.status}`)}
          </span>
        </div>
        <p className="contract-card__note">{t('contract_offered_at', { date: date(contract.offeredAt) })}</p>
        <p className="contract-card__note">{t(`contract_period_${contract.kind}`)}</p>
        <TierTable kind={contract.kind} tiers={contract.tiers} />
        {offered && <Answer contract={contract} />}
      </section>
      {contract.status === 'accepted' && <Payouts contract={contract} />}
    </div>
  );
}

function TierTable({ kind, tiers }: { kind: ContractKind; tiers: AnyContractTier[] }) {
  const { t } = useTranslation();
  const amount = useAmount();
  const money = useMoneyFormat();
  // Basis points are hundredths of a percent: 1500 → 15.00 %.
  const percent = (rateBp: number) => `${money(rateBp, 2)} %`;
  const dividend = kind === 'dividend';
  const withMembers = kind !== 'hourly_salary';
  return (
    <table className="contract-table">
      <caption>{t('contract_terms')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('contract_col_tier')}</th>
          <th scope="col">{t(dividend ? 'contract_col_net_loss' : 'contract_col_turnover')}</th>
          {withMembers && <th scope="col">{t('contract_col_active')}</th>}
          <th scope="col">{t(`contract_col_pay_${kind}`)}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the tiers are a fixed ladder; its order is its identity.
          <tr key={index}>
            <th scope="row">{index + 1}</th>
            <td>{amount('minNetLoss' in tier ? tier.minNetLoss : tier.minTurnover)}</td>
            {withMembers && <td>{money('minActiveMembers' in tier ? tier.minActiveMembers : 0, 0)}</td>}
            <td>{'rateBp' in tier ? percent(tier.rateBp) : amount(tier.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Answer({ contract }: { contract: AgentContract }) {
  const { t } = useTranslation();
  const answer = useAnswerContract(contract.kind);
  const send = async (choice: 'accept' | 'decline') => {
    const sure = await confirm({
      content: t(choice === 'accept' ? 'contract_confirm_accept' : 'contract_confirm_decline'),
      confirmText: t(choice === 'accept' ? 'contract_accept' : 'contract_decline'),
    });
    if (!sure) return;
    answer.mutate(
      { contractId: contract.contractId, answer: choice },
      {
        onSuccess: () => toast.success(t(choice === 'accept' ? 'contract_accepted' : 'contract_declined')),
        onError: (error) => toast.fail(error.message),
      },
    );
  };
  return (
    <div className="contract-actions">
      <Button shape="rounded" disabled={answer.isPending} onClick={() => void send('decline')}>
        {t('contract_decline')}
      </Button>
      <Button color="primary" shape="rounded" loading={answer.isPending} onClick={() => void send('accept')}>
        {t('contract_accept')}
      </Button>
    </div>
  );
}

function Payouts({ contract }: { contract: AgentContract }) {
  const { t } = useTranslation();
  const amount = useAmount();
  return (
    <section className="contract-card" aria-labelledby="contract-payouts-title">
      <h2 id="contract-payouts-title">{t('contract_payouts')}</h2>
      {contract.payouts.length === 0 ? (
        <p className="contract-card__note">{t('contract_payouts_none')}</p>
      ) : (
        <table className="contract-table">
          <thead>
            <tr>
              <th scope="col">{t('contract_col_period')}</th>
              <th scope="col">{t('contract_col_tier')}</th>
              <th scope="col">{t('contract_col_paid')}</th>
            </tr>
          </thead>
          <tbody>
            {contract.payouts.map((payout) => (
              <tr key={payout.period}>
                <th scope="row">
                  <bdi>{payout.period}</bdi>
                </th>
                <td>{payout.tier === null ? '–' : payout.tier + 1}</td>
                <td>{amount(payout.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

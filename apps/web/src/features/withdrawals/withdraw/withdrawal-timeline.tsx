/**
 * A withdrawal's timeline (spec issue 4): submitted → reviewing → approved → paid, or rejected
 * with its reason after the last step it reached. Each reached step shows when it happened.
 */
import type { Withdrawal } from '@app/contract';
import type { WithdrawalStatus } from '@app/contract/client';
import Steps from 'antd-mobile/es/components/steps';
import { useTranslation } from '../../../i18n/use-translation';
import { useDateTimeFormat } from '../../wallet/money';

const PATH = ['submitted', 'reviewing', 'approved', 'paid'] as const satisfies readonly WithdrawalStatus[];

export interface TimelineStep {
  status: WithdrawalStatus;
  state: 'finish' | 'process' | 'wait' | 'error';
  at?: string;
  note?: string | null;
}

export function timelineStepsOf(withdrawal: Pick<Withdrawal, 'status' | 'timeline'>): TimelineStep[] {
  const eventOf = (status: WithdrawalStatus) => withdrawal.timeline.find((event) => event.status === status);
  const stepOf = (status: WithdrawalStatus, state: TimelineStep['state']): TimelineStep => {
    const event = eventOf(status);
    return { status, state, ...(event ? { at: event.at, note: event.note } : {}) };
  };
  if (withdrawal.status === 'rejected') {
    return [
      ...PATH.filter((status) => eventOf(status)).map((status) => stepOf(status, 'finish')),
      stepOf('rejected', 'error'),
    ];
  }
  const current = PATH.indexOf(withdrawal.status);
  return PATH.map((status, index) => {
    if (index < current) return stepOf(status, 'finish');
    // Paid is the end: nothing is in progress any more.
    if (index === current) return stepOf(status, status === 'paid' ? 'finish' : 'process');
    return stepOf(status, 'wait');
  });
}

export function WithdrawalTimeline({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const time = useDateTimeFormat();
  const steps = timelineStepsOf(withdrawal);
  return (
    <Steps direction="vertical" className="withdrawal-timeline">
      {steps.map((step) => (
        <Steps.Step
          key={step.status}
          status={step.state}
          title={t(`withdrawal_status_${step.status}`)}
          description={
            step.at ? (
              <>
                <time dateTime={step.at}>{time(step.at)}</time>
                {step.note && <span className="wallet-note"> · {step.note}</span>}
              </>
            ) : undefined
          }
        />
      ))}
    </Steps>
  );
}

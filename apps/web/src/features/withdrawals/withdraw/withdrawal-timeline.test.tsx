import type { Withdrawal } from '@app/contract';
import type { WithdrawalStatus } from '@app/contract/client';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { timelineStepsOf, WithdrawalTimeline } from './withdrawal-timeline';

const at = (minute: number) => `2025-03-15T10:${String(minute).padStart(2, '0')}:00.000Z`;

function withdrawal(
  status: WithdrawalStatus,
  reached: WithdrawalStatus[],
  note: string | null = null,
): Withdrawal {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    amount: 200_000,
    currency: 'VND',
    status,
    bankCard: { bankName: 'Demo Bank', accountNumber: '**** 6789', holderName: 'Demo Player' },
    createdAt: at(0),
    timeline: reached.map((step, index) => ({
      status: step,
      at: at(index),
      note: step === 'rejected' ? note : null,
    })),
  };
}

/** Each rendered step: its title and antd's status class (finish, process, wait, error). */
function renderedSteps(value: Withdrawal) {
  const { container } = render(<WithdrawalTimeline withdrawal={value} />);
  return [...container.querySelectorAll('.adm-step')].map((step) => ({
    title: step.querySelector('.adm-step-title')?.textContent,
    state: [...step.classList]
      .find((name) => name.startsWith('adm-step-status-'))
      ?.slice('adm-step-status-'.length),
    time: step.querySelector('time')?.getAttribute('datetime') ?? null,
  }));
}

describe('withdrawal timeline: submitted → reviewing → approved → paid, or rejected', () => {
  it('submitted: the first step in progress, the rest to come', () => {
    expect(renderedSteps(withdrawal('submitted', ['submitted']))).toEqual([
      { title: 'Submitted', state: 'process', time: at(0) },
      { title: 'Reviewing', state: 'wait', time: null },
      { title: 'Approved', state: 'wait', time: null },
      { title: 'Paid', state: 'wait', time: null },
    ]);
  });

  it('reviewing', () => {
    expect(renderedSteps(withdrawal('reviewing', ['submitted', 'reviewing'])).map((s) => s.state)).toEqual([
      'finish',
      'process',
      'wait',
      'wait',
    ]);
  });

  it('approved', () => {
    const steps = renderedSteps(withdrawal('approved', ['submitted', 'reviewing', 'approved']));
    expect(steps.map((s) => s.state)).toEqual(['finish', 'finish', 'process', 'wait']);
    expect(steps[2]?.time).toBe(at(2));
  });

  it('paid: every step done, with its time', () => {
    const steps = renderedSteps(withdrawal('paid', ['submitted', 'reviewing', 'approved', 'paid']));
    expect(steps.map((s) => s.state)).toEqual(['finish', 'finish', 'finish', 'finish']);
    expect(steps.map((s) => s.time)).toEqual([at(0), at(1), at(2), at(3)]);
  });

  it('rejected: the steps reached, then the rejection with its reason', () => {
    const value = withdrawal(
      'rejected',
      ['submitted', 'reviewing', 'rejected'],
      'Name does not match the card',
    );
    expect(renderedSteps(value)).toEqual([
      { title: 'Submitted', state: 'finish', time: at(0) },
      { title: 'Reviewing', state: 'finish', time: at(1) },
      { title: 'Rejected', state: 'error', time: at(2) },
    ]);
    const { container } = render(<WithdrawalTimeline withdrawal={value} />);
    expect(container.textContent).toContain('Name does not match the card');
  });

  it('rejected straight after submission skips the steps never reached', () => {
    expect(timelineStepsOf(withdrawal('rejected', ['submitted', 'rejected'])).map((s) => s.status)).toEqual([
      'submitted',
      'rejected',
    ]);
  });
});

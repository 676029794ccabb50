import type { Approval } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { playerKey, playerLedgerKey } from '../players/player-queries';
import { useAdjustment, useDecision } from './approvals-queries';

const BASE = '/wps/operator/merchants/DEMO';
const ALICE = { merchantCode: 'DEMO', username: 'alice' };
const BOB = { merchantCode: 'DEMO', username: 'bob' };

const approval = (status: Approval['status']): Approval => ({
  id: 7,
  kind: 'adjustment',
  subject: 'alice',
  username: 'alice',
  amount: 20_000_000,
  currency: 'VND',
  status,
  requestedBy: 'staff:finance.one',
  requestReason: 'goodwill',
  createdAt: '2025-03-01T08:00:00.000Z',
  decidedBy: 'staff:finance.two',
  decidedAt: '2025-03-01T09:00:00.000Z',
  decisionReason: status === 'rejected' ? 'no' : null,
  result: null,
});

/** A query client holding a player's page, ledger and notes for alice and bob, none of them stale. */
function clientWithPlayers() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const member of [ALICE, BOB]) {
    queryClient.setQueryData(playerKey(member), { username: member.username });
    queryClient.setQueryData([...playerLedgerKey(member), {}, { pageNo: 1, pageSize: 20 }], { list: [] });
    queryClient.setQueryData([...playerKey(member), 'notes', { pageNo: 1 }], { list: [] });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  /** Whether the query of the key (or the one under it, for the ledger and the notes) is invalidated. */
  const stale = (key: readonly unknown[]) =>
    (queryClient.getQueryState(key) ?? queryClient.getQueryCache().findAll({ queryKey: key })[0]?.state)
      ?.isInvalidated;
  return { queryClient, wrapper, stale };
}

describe('the four-eyes changes ask again for the member’s money', () => {
  it('an adjustment invalidates the member’s page and ledger, not their notes nor another member', async () => {
    fakeApi({
      [`POST ${BASE}/adjustments`]: { value: { outcome: 'posted', transactionId: 9, balance: 100 } },
    });
    const { wrapper, stale } = clientWithPlayers();
    const { result } = renderHook(() => useAdjustment(), { wrapper });
    await result.current.mutateAsync({ ...ALICE, amount: 100, reason: 'refund', idempotencyKey: 'k1' });

    expect(stale(playerKey(ALICE))).toBe(true);
    expect(stale(playerLedgerKey(ALICE))).toBe(true);
    expect(stale([...playerKey(ALICE), 'notes'])).toBe(false);
    expect(stale(playerKey(BOB))).toBe(false);
    expect(stale(playerLedgerKey(BOB))).toBe(false);
  });

  it('an approval invalidates the member’s balance and ledger; a rejection leaves them', async () => {
    fakeApi({
      [`POST ${BASE}/approvals/7/approve`]: { value: approval('approved') },
      [`POST ${BASE}/approvals/7/reject`]: { value: approval('rejected') },
    });
    const rejected = clientWithPlayers();
    const rejecting = renderHook(() => useDecision(), { wrapper: rejected.wrapper });
    await rejecting.result.current.mutateAsync({
      merchantCode: 'DEMO',
      approvalId: 7,
      decision: 'reject',
      reason: 'no',
    });
    expect(rejected.stale(playerKey(ALICE))).toBe(false);
    expect(rejected.stale(playerLedgerKey(ALICE))).toBe(false);

    const approved = clientWithPlayers();
    const approving = renderHook(() => useDecision(), { wrapper: approved.wrapper });
    await approving.result.current.mutateAsync({ merchantCode: 'DEMO', approvalId: 7, decision: 'approve' });
    expect(approved.stale(playerKey(ALICE))).toBe(true);
    expect(approved.stale(playerLedgerKey(ALICE))).toBe(true);
    expect(approved.stale(playerKey(BOB))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { moneyViewOf, searchOfMoneyView, withdrawalStatusesOf } from './money-view';

describe('the money queues in the address', () => {
  it('defaults to the withdrawals waiting on staff and the pending deposits', () => {
    expect(moneyViewOf(new URLSearchParams())).toEqual({
      tab: 'withdrawals',
      withdrawalStatus: 'waiting',
      depositStatus: 'pending',
    });
    expect(withdrawalStatusesOf('waiting')).toEqual(['submitted', 'reviewing', 'approved']);
    expect(withdrawalStatusesOf('all')).toEqual([undefined]);
  });

  it('reads back what it writes, and leaves out what it cannot read', () => {
    const search = new URLSearchParams('tab=deposits&merchantCode=DEMO&status=rejected');
    const view = moneyViewOf(search);
    expect(view).toMatchObject({ tab: 'deposits', merchantCode: 'DEMO', depositStatus: 'rejected' });
    expect(searchOfMoneyView(view).toString()).toBe(search.toString());
    expect(moneyViewOf(new URLSearchParams('tab=nope&status=lost'))).toEqual(
      moneyViewOf(new URLSearchParams()),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { moneyViewOf, searchOfMoneyView, withdrawalStatusesOf } from './money-view';

describe('the money queues in the address', () => {
  it('defaults to the withdrawals waiting on staff and the pending deposits', () => {
    expect(moneyViewOf(new URLSearchParams())).toEqual({
      tab: 'withdrawals',
      withdrawalStatus: 'waiting',
      depositStatus: 'pending',
      pageNo: 1,
      pageSize: 20,
    });
    expect(withdrawalStatusesOf('waiting')).toEqual(['submitted', 'reviewing', 'approved']);
    expect(withdrawalStatusesOf('all')).toBeUndefined();
    expect(withdrawalStatusesOf('paid')).toEqual(['paid']);
  });

  it('reads back what it writes, and leaves out what it cannot read', () => {
    const search = new URLSearchParams(
      'tab=deposits&merchantCode=DEMO&status=rejected&username=carol&pageNo=4&pageSize=50',
    );
    const view = moneyViewOf(search);
    expect(view).toMatchObject({
      tab: 'deposits',
      merchantCode: 'DEMO',
      depositStatus: 'rejected',
      username: 'carol',
      pageNo: 4,
      pageSize: 50,
    });
    expect(searchOfMoneyView(view).toString()).toBe(search.toString());
    expect(moneyViewOf(new URLSearchParams('tab=nope&status=lost&pageNo=-1&pageSize=7'))).toEqual(
      moneyViewOf(new URLSearchParams()),
    );
  });
});

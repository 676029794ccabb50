import { describe, expect, it } from 'vitest';
import { timeRangeQueryOf } from '../../lib/server-paging';
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

  it('keeps the days in the address and asks the API for them whole (issue 21)', () => {
    const search = new URLSearchParams('merchantCode=DEMO&from=2026-03-01&to=2026-03-31');
    const view = moneyViewOf(search);
    expect(view).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(searchOfMoneyView(view).toString()).toBe(search.toString());
    // From the start of the first local day to the start of the day after the last.
    expect(timeRangeQueryOf(view)).toEqual({
      from: new Date('2026-03-01T00:00:00').getTime(),
      to: new Date('2026-04-01T00:00:00').getTime(),
    });
    expect(timeRangeQueryOf({ to: '2026-12-31' })).toEqual({ to: new Date('2027-01-01T00:00:00').getTime() });
    expect(timeRangeQueryOf({})).toEqual({});
    expect(moneyViewOf(new URLSearchParams('from=yesterday&to=2026-13-45'))).toEqual(
      moneyViewOf(new URLSearchParams()),
    );
  });
});

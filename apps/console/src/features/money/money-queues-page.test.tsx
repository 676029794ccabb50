import type { StaffRole } from '@app/contract/client';
import { STAFF_CSRF_HEADER } from '@app/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, type RecordedCall, type Reply } from '../../test/fake-api';
import { CSRF_TOKEN, renderConsole, sessionOf } from '../../test/render';
import type { OperatorDeposit, OperatorWithdrawal } from './money-api';

const ID_1 = '00000000-0000-4000-8000-000000000001';
const ID_2 = '00000000-0000-4000-8000-000000000002';
const ORDER = '00000000-0000-4000-8000-0000000000aa';

const withdrawal = (changes: Partial<OperatorWithdrawal>): OperatorWithdrawal => ({
  id: ID_1,
  amount: 1_500_000,
  currency: 'VND',
  status: 'submitted',
  bankCard: { bankName: 'Vietcombank', accountNumber: '**** 6789', holderName: 'NGUYEN VAN A' },
  createdAt: '2025-03-01T08:00:00.000Z',
  timeline: [{ status: 'submitted', at: '2025-03-01T08:00:00.000Z', note: null }],
  memberId: 7,
  username: 'alice',
  ...changes,
});

const WITHDRAWALS = [
  withdrawal({}),
  withdrawal({
    id: ID_2,
    amount: 1234,
    currency: 'USD',
    status: 'approved',
    username: 'bob',
    createdAt: '2025-03-02T08:00:00.000Z',
  }),
];

const DEPOSIT: OperatorDeposit = {
  orderId: ORDER,
  channelId: 'bank-1',
  kind: 'bank_transfer',
  amount: 250_000,
  currency: 'VND',
  status: 'pending',
  reason: null,
  reference: 'REF-77',
  createdAt: '2025-03-01T09:00:00.000Z',
  completedAt: null,
  memberId: 8,
  username: 'carol',
  payerName: 'CAROL',
};

const BASE = '/wps/operator/merchants/DEMO';

function moneyApi(
  role: StaffRole,
  routes: Record<string, Reply | Reply[] | ((call: RecordedCall) => Reply)> = {},
) {
  return fakeApi({
    'GET /wps/staff/me': sessionOf(role),
    'GET /wps/operator/merchants': { value: [{ merchantCode: 'DEMO', name: 'Demo' }] },
    // As the server answers: the statuses asked for, newest first, one page.
    [`GET ${BASE}/withdrawals`]: (call) => {
      const list = WITHDRAWALS.filter(({ status }) => call.query.getAll('status').includes(status)).sort(
        (a, b) => b.createdAt.localeCompare(a.createdAt),
      );
      return { value: { list, total: list.length, pageNo: 1, pageSize: 20 } };
    },
    [`GET ${BASE}/deposits`]: { value: { list: [DEPOSIT], total: 1, pageNo: 1, pageSize: 20 } },
    ...routes,
  });
}

/** A row of the table by its member (buttons within found by their text, as the staff page's test says why). */
const rowOf = async (username: string) =>
  within(
    (await screen.findByText(username, { selector: 'td' }, { timeout: 20_000 })).closest('tr') as HTMLElement,
  );

// The page's chunk (antd's table, form and date picker) takes a while to transform on its first
// load, longer on a busy machine.
describe('the money queues', { timeout: 60_000 }, () => {
  it('lists the withdrawals waiting on staff newest first, amounts in their currency decimals', async () => {
    const api = moneyApi('viewer');
    renderConsole('/money');

    const bob = await rowOf('bob');
    expect(bob.getByText('12.34 USD')).toBeTruthy();
    expect(bob.getByText('Approved')).toBeTruthy();
    const alice = await rowOf('alice');
    expect(alice.getByText('1,500,000 VND')).toBeTruthy();
    expect(alice.getByText('Vietcombank **** 6789 · NGUYEN VAN A')).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(within(rows[1] as HTMLElement).queryByText('bob')).toBeTruthy();

    // One call, for the first page of the statuses that wait on staff.
    const [call, ...more] = api.callsTo('GET', `${BASE}/withdrawals`);
    expect(more).toEqual([]);
    expect(call?.query.getAll('status')).toEqual(['submitted', 'reviewing', 'approved']);
    expect(call?.query.get('pageNo')).toBe('1');
    expect(call?.query.get('pageSize')).toBe('20');
    // A viewer reads the queue, with no action.
    expect(alice.queryByText('Review')).toBeNull();
    expect(alice.queryByText('Reject')).toBeNull();
    expect(bob.queryByText('Pay')).toBeNull();
  });

  it("offers a finance staff member each row's next steps, and approves with the CSRF header", async () => {
    const api = moneyApi('finance', {
      [`POST ${BASE}/withdrawals/${ID_2}/pay`]: { value: { ...WITHDRAWALS[1], status: 'paid' } },
    });
    const user = userEvent.setup();
    renderConsole('/money');

    const alice = await rowOf('alice');
    expect(alice.getByText('Review')).toBeTruthy();
    expect(alice.getByText('Reject')).toBeTruthy();
    expect(alice.queryByText('Pay')).toBeNull();
    const bob = await rowOf('bob');
    expect(bob.queryByText('Review')).toBeNull();

    await user.click(bob.getByText('Pay'));
    await user.click(await screen.findByText('OK'));

    expect(await screen.findByText('Done.')).toBeTruthy();
    const [pay] = api.callsTo('POST', `${BASE}/withdrawals/${ID_2}/pay`);
    expect(pay?.headers[STAFF_CSRF_HEADER]).toBe(CSRF_TOKEN);
    expect(pay?.body).toEqual({});
    // The list is asked again.
    await waitFor(() => expect(api.callsTo('GET', `${BASE}/withdrawals`).length).toBeGreaterThan(1));
  });

  it('rejects with the reason typed, and tells a step out of order as a conflict', async () => {
    const api = moneyApi('finance', {
      [`POST ${BASE}/withdrawals/${ID_1}/reject`]: {
        status: 409,
        errorCode: 'ILLEGAL_TRANSITION',
        value: { fields: { status: 'is paid' } },
      },
    });
    const user = userEvent.setup();
    renderConsole('/money');

    await user.click((await rowOf('alice')).getByText('Reject'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason'), 'Name does not match');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));

    expect(await dialog.findByText(/a change made meanwhile/)).toBeTruthy();
    const [reject] = api.callsTo('POST', `${BASE}/withdrawals/${ID_1}/reject`);
    expect(reject?.body).toEqual({ reason: 'Name does not match' });
    expect(reject?.headers[STAFF_CSRF_HEADER]).toBe(CSRF_TOKEN);
  });

  it('asks the server for another page, and for one member from the first page', async () => {
    const api = moneyApi('viewer', {
      [`GET ${BASE}/withdrawals`]: (call) => ({
        value: {
          list: [withdrawal({ username: call.query.get('username') ?? 'alice' })],
          total: 45,
          pageNo: Number(call.query.get('pageNo')),
          pageSize: 20,
        },
      }),
    });
    const user = userEvent.setup();
    renderConsole('/money?merchantCode=DEMO');

    await rowOf('alice');
    expect(await screen.findByText('45 in all')).toBeTruthy();
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() =>
      expect(api.callsTo('GET', `${BASE}/withdrawals`).at(-1)?.query.get('pageNo')).toBe('3'),
    );

    // A member's rows start again at the first page.
    await user.type(screen.getByLabelText('Member'), 'dave{Enter}');
    await rowOf('dave');
    const last = api.callsTo('GET', `${BASE}/withdrawals`).at(-1);
    expect(last?.query.get('username')).toBe('dave');
    expect(last?.query.get('pageNo')).toBe('1');
  });

  it('decides a pending bank transfer on the deposits tab, kept in the address', async () => {
    const api = moneyApi('finance', {
      [`POST ${BASE}/deposits/${ORDER}/reject`]: {
        value: { ...DEPOSIT, status: 'rejected', reason: 'No transfer' },
      },
    });
    const user = userEvent.setup();
    renderConsole('/money?tab=deposits&merchantCode=DEMO');

    const carol = await rowOf('carol');
    expect(carol.getByText('250,000 VND')).toBeTruthy();
    expect(api.callsTo('GET', `${BASE}/deposits`)[0]?.query.get('status')).toBe('pending');
    expect(carol.getByText('Approve')).toBeTruthy();

    await user.click(carol.getByText('Reject'));
    const dialog = within(await screen.findByRole('dialog'));
    // No reason, no call.
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Give a reason: the member sees it.')).toBeTruthy();
    await user.type(dialog.getByLabelText('Reason'), 'No transfer');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Done.')).toBeTruthy();
    const calls = api.callsTo('POST', `${BASE}/deposits/${ORDER}/reject`);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ reason: 'No transfer' });
  });

  it("asks for the address's days, whole, and shows them in the date range (issue 21)", async () => {
    const api = moneyApi('viewer');
    renderConsole('/money?merchantCode=DEMO&from=2025-03-01&to=2025-03-02');

    await rowOf('alice');
    const [call] = api.callsTo('GET', `${BASE}/withdrawals`);
    expect(call?.query.get('from')).toBe(String(new Date('2025-03-01T00:00:00').getTime()));
    expect(call?.query.get('to')).toBe(String(new Date('2025-03-03T00:00:00').getTime()));
    // Both of the range's inputs are named by the field's label.
    const [from, to] = screen.getAllByLabelText('Dates') as HTMLInputElement[];
    expect(from?.value).toBe('2025-03-01');
    expect(to?.getAttribute('placeholder')).toBe('To');
    expect(to?.value).toBe('2025-03-02');
  });
});

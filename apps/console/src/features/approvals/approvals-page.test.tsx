import type { Approval } from '@app/contract';
import { STAFF_CSRF_HEADER, type StaffRole } from '@app/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, type RecordedCall, type Reply } from '../../test/fake-api';
import { CSRF_TOKEN, renderConsole, sessionOf } from '../../test/render';

const BASE = '/wps/operator/merchants/DEMO';

const approval = (changes: Partial<Approval>): Approval => ({
  id: 1,
  kind: 'adjustment',
  subject: 'alice',
  username: 'alice',
  amount: 20_000_000,
  currency: 'VND',
  status: 'pending',
  requestedBy: 'staff:finance.one',
  requestReason: 'goodwill after outage',
  createdAt: '2025-03-01T08:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  result: null,
  ...changes,
});

const PENDING = [
  approval({ id: 2, subject: 'bob', username: 'bob', requestedBy: 'staff:finance.two', amount: -15_000_000 }),
  approval({}),
];

const SETTINGS = {
  currency: 'VND',
  decimals: 0,
  withdrawalMin: 100_000,
  withdrawalMax: 500_000_000,
  approvalThreshold: 10_000_000,
  approvalThresholdIsDefault: true,
};

function approvalsApi(
  role: StaffRole,
  routes: Record<string, Reply | Reply[] | ((call: RecordedCall) => Reply)> = {},
) {
  return fakeApi({
    'GET /wps/staff/me': sessionOf(role),
    'GET /wps/operator/merchants': { value: [{ merchantCode: 'DEMO', name: 'Demo' }] },
    [`GET ${BASE}/approvals`]: { value: { list: PENDING, total: 2, pageNo: 1, pageSize: 20 } },
    [`GET ${BASE}/wallet-settings`]: { value: SETTINGS },
    ...routes,
  });
}

/** A row by its member (the first cell that names them: an adjustment's subject names them too). */
const rowOf = async (username: string) =>
  within(
    (
      (await screen.findAllByText(username, { selector: 'td' }, { timeout: 20_000 }))[0] as HTMLElement
    ).closest('tr') as HTMLElement,
  );

// The page is a lazy chunk with antd's Table and Form: slow to render first on a busy machine.
describe('the approvals page', { timeout: 60_000 }, () => {
  it('lists the pending requests, paged on the server, with kind, amount, who asked and why', async () => {
    const api = approvalsApi('viewer');
    renderConsole('/approvals');

    const bob = await rowOf('bob');
    expect(bob.getByText('-15,000,000 VND')).toBeTruthy();
    expect(bob.getByText('staff:finance.two')).toBeTruthy();
    expect(bob.getAllByText('Balance adjustment').length).toBeGreaterThan(0);
    const [call] = api.callsTo('GET', `${BASE}/approvals`);
    expect(call?.query.get('status')).toBe('pending');
    expect(call?.query.get('pageNo')).toBe('1');
    expect(call?.query.get('pageSize')).toBe('20');
    // A viewer decides nothing, and reads the settings without a form.
    expect(bob.queryByText('Approve')).toBeNull();
    expect(await screen.findByText('10,000,000 VND')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('asks the list of every status and of a kind as the address says', async () => {
    const api = approvalsApi('viewer');
    renderConsole('/approvals?status=all&kind=withdrawal&pageNo=2');
    await rowOf('bob');
    const [call] = api.callsTo('GET', `${BASE}/approvals`);
    expect(call?.query.has('status')).toBe(false);
    expect(call?.query.get('kind')).toBe('withdrawal');
    expect(call?.query.get('pageNo')).toBe('2');
  });

  it("lets finance approve another's request, not their own (disabled, with why)", async () => {
    const api = approvalsApi('finance', {
      [`POST ${BASE}/approvals/2/approve`]: { value: { ...PENDING[0], status: 'approved' } },
    });
    const user = userEvent.setup();
    renderConsole('/approvals');

    const alice = await rowOf('alice');
    expect(alice.getByText('Approve').closest('button')?.disabled).toBe(true);
    expect(alice.getByText('Reject').closest('button')?.disabled).toBe(true);
    expect(alice.getByText('You asked for this: a second staff member must decide it.')).toBeTruthy();

    const bob = await rowOf('bob');
    await user.click(bob.getByText('Approve'));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/approvals/2/approve`)).toHaveLength(1));
    expect(api.callsTo('POST', `${BASE}/approvals/2/approve`)[0]?.headers[STAFF_CSRF_HEADER]).toBe(
      CSRF_TOKEN,
    );
    expect(await screen.findByText('Approved and carried out.')).toBeTruthy();
    expect(api.callsTo('POST', `${BASE}/approvals/1/approve`)).toEqual([]);
  });

  it('rejects with the reason asked in a modal, and tells a refusal', async () => {
    const api = approvalsApi('finance', {
      [`POST ${BASE}/approvals/2/reject`]: { status: 409, errorCode: 'APPROVAL_DECIDED' },
    });
    const user = userEvent.setup();
    renderConsole('/approvals');

    await user.click((await rowOf('bob')).getByText('Reject'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    // An approval's reason stays in the back office: the hint does not say the member sees it.
    expect(
      await dialog.findByText('Give a reason: the audit log keeps it; the member does not see it.'),
    ).toBeTruthy();
    expect(dialog.queryByText('Give a reason: the member sees it.')).toBeNull();
    // Fixed rows, no auto-size: no hidden textarea beside the reason's.
    expect(document.querySelectorAll('textarea')).toHaveLength(1);
    expect(api.callsTo('POST', `${BASE}/approvals/2/reject`)).toEqual([]);
    await user.type(dialog.getByLabelText('Reason'), 'no ticket');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/approvals/2/reject`)).toHaveLength(1));
    expect(api.callsTo('POST', `${BASE}/approvals/2/reject`)[0]?.body).toEqual({ reason: 'no ticket' });
    expect(await screen.findByText('This request has been decided already.')).toBeTruthy();
  });

  it("lets an admin change the threshold in major units, the server's refusal on its field", async () => {
    const api = approvalsApi('admin', {
      [`PUT ${BASE}/wallet-settings`]: [
        {
          status: 400,
          errorCode: 'VALIDATION_FAILED',
          value: { fields: { withdrawalMin: 'at most withdrawalMax' } },
        },
        { value: { ...SETTINGS, approvalThreshold: 25_000_000, approvalThresholdIsDefault: false } },
      ],
    });
    const user = userEvent.setup();
    renderConsole('/approvals');

    const threshold = await screen.findByLabelText('Approval threshold', {}, { timeout: 20_000 });
    await user.clear(threshold);
    await user.type(threshold, '25000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not accepted: at most withdrawalMax')).toBeTruthy();
    expect(api.callsTo('PUT', `${BASE}/wallet-settings`)[0]?.body).toEqual({
      withdrawalMin: 100_000,
      withdrawalMax: 500_000_000,
      approvalThreshold: 25_000_000,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The settings are saved.')).toBeTruthy();
  });
});

import type { MemberDetail, MemberSummary, OperatorPlayerProtection, TransactionRecord } from '@app/contract';
import type { StaffRole } from '@app/contract/client';
import { STAFF_CSRF_HEADER } from '@app/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../lib/i18n/i18n';
import { fakeApi, type RecordedCall, type Reply } from '../../test/fake-api';
import { CSRF_TOKEN, renderConsole, sessionOf } from '../../test/render';

const BASE = '/wps/operator/merchants/DEMO/members';

const summary = (changes: Partial<MemberSummary>): MemberSummary => ({
  id: 7,
  username: 'alice',
  nickname: 'Ali',
  type: 0,
  status: 'active',
  mobile: '+84 912000111',
  merchantCode: 'DEMO',
  createdAt: '2025-03-01T08:00:00.000Z',
  lastLoginAt: null,
  ...changes,
});

const ALICE: MemberDetail = {
  ...summary({}),
  email: 'alice@example.com',
  referrer: 'agent',
  recommendedBy: null,
  inviteCode: 'ABCD2345',
  affiliateCode: null,
  registerMethod: 'H5',
  registerDomain: 'm.example.com',
  balance: { currency: 'VND', decimals: 0, wallet: 1_500_000, held: 200_000 },
  vipLevel: 'Gold',
  vipLevelNames: { EN: 'Gold', TH: 'ระดับทอง' },
};

const record = (id: number, amount: number): TransactionRecord => ({
  id,
  type: 'deposit',
  kind: 'deposit',
  amount,
  balanceAfter: 1_500_000,
  status: 'completed',
  reference: `dep-${id}`,
  time: '2025-03-02T08:00:00.000Z',
});

const PROTECTION: OperatorPlayerProtection = {
  username: 'alice',
  settings: {
    currency: 'VND',
    currencySymbol: '₫',
    decimals: 0,
    limits: [{ limit: 'depositDay', value: 5_000_000, pending: null, used: 1_000_000 }],
    realityCheckMinutes: 30,
  },
  block: null,
  history: [],
};

const page = (list: unknown[], total = list.length) => ({ value: { list, total, pageNo: 1, pageSize: 20 } });

function playersApi(
  role: StaffRole,
  routes: Record<string, Reply | Reply[] | ((call: RecordedCall) => Reply)> = {},
) {
  return fakeApi({
    'GET /wps/staff/me': sessionOf(role),
    'GET /wps/operator/merchants': { value: [{ merchantCode: 'DEMO', name: 'Demo' }] },
    [`GET ${BASE}`]: (call) => ({
      value: {
        list: [summary({}), summary({ id: 8, username: 'bob', status: 'disabled', mobile: null })],
        total: 45,
        pageNo: Number(call.query.get('pageNo') ?? 1),
        pageSize: 20,
      },
    }),
    [`GET ${BASE}/alice`]: { value: ALICE },
    [`GET ${BASE}/alice/ledger`]: (call) =>
      page(call.query.get('type') === 'bet' ? [] : [record(1, 1_000_000), record(2, 500_000)], 2),
    [`GET ${BASE}/alice/sessions`]: page([
      {
        method: 'password',
        ip: '10.0.0.9',
        createdAt: '2025-03-02T08:00:00.000Z',
        lastSeenAt: '2025-03-02T09:00:00.000Z',
        expiresAt: '2025-03-09T08:00:00.000Z',
        revokedAt: null,
        live: true,
      },
    ]),
    [`GET ${BASE}/alice/login-attempts`]: page([
      {
        id: 1,
        method: 'password',
        ip: '10.0.0.8',
        outcome: 'failure',
        createdAt: '2025-03-02T07:59:00.000Z',
      },
    ]),
    [`GET ${BASE}/alice/notes`]: page([
      { id: 1, author: 'staff:sam', body: 'Called <b>twice</b>', createdAt: '2025-03-02T10:00:00.000Z' },
    ]),
    [`GET ${BASE}/alice/player-protection`]: { value: PROTECTION },
    ...routes,
  });
}

// The lazy pages' modules compiled once before the tests, so that their waits measure the page.
beforeAll(() => Promise.all([import('./players-page'), import('./player-page')]), 60_000);

const rowOf = async (text: string) =>
  within(
    (await screen.findByText(text, { selector: 'td, td *' }, { timeout: 20_000 })).closest(
      'tr',
    ) as HTMLElement,
  );

// The machine the tests run on may be shared: a lazy page's first load takes a while.
describe('the players search', { timeout: 40_000 }, () => {
  it("lists the merchant's players from the server's first page, each linked to its page", async () => {
    const api = playersApi('viewer');
    renderConsole('/players');

    const alice = await rowOf('alice');
    expect(alice.getByText('+84 912000111')).toBeTruthy();
    // The member type in words, not its number.
    expect(alice.getByText('Real account')).toBeTruthy();
    expect(alice.getByText('Never')).toBeTruthy();
    expect((await rowOf('bob')).getByText('Locked')).toBeTruthy();
    expect(screen.getByText('45 in all')).toBeTruthy();
    const [call] = api.callsTo('GET', BASE);
    expect(call?.query.get('pageNo')).toBe('1');
    expect(call?.query.get('pageSize')).toBe('20');
    expect(call?.query.get('sort')).toBe('createdAt');
    expect(call?.query.get('order')).toBe('desc');
    expect(alice.getByRole('link', { name: 'alice' }).getAttribute('href')).toBe(
      '/players/alice?merchantCode=DEMO',
    );
  });

  it('searches by the text typed from the first page, filters by status, and sorts on the server', async () => {
    const api = playersApi('viewer');
    const user = userEvent.setup();
    renderConsole('/players?merchantCode=DEMO&pageNo=3');

    await rowOf('alice');
    expect(api.callsTo('GET', BASE).at(-1)?.query.get('pageNo')).toBe('3');
    await user.type(screen.getByLabelText('Username, mobile or ID'), '0912{Enter}');
    await waitFor(() => expect(api.callsTo('GET', BASE).at(-1)?.query.get('query')).toBe('0912'));
    expect(api.callsTo('GET', BASE).at(-1)?.query.get('pageNo')).toBe('1');

    // While the table loads its new page it takes no click (antd blurs it, pointer-events: none).
    await waitFor(() => expect(document.querySelector('.ant-spin-blur')).toBeNull());
    await user.click(screen.getByText('Last sign-in'));
    await waitFor(() => expect(api.callsTo('GET', BASE).at(-1)?.query.get('sort')).toBe('lastLoginAt'));
    expect(api.callsTo('GET', BASE).at(-1)?.query.get('query')).toBe('0912');
  });

  it('reads the filters from the address', async () => {
    const api = playersApi('viewer');
    renderConsole('/players?merchantCode=DEMO&status=disabled&kind=agent&sort=lastLoginAt&order=asc');
    await rowOf('alice');
    const call = api.callsTo('GET', BASE).at(-1);
    expect(call?.query.get('status')).toBe('disabled');
    expect(call?.query.get('kind')).toBe('agent');
    expect(call?.query.get('sort')).toBe('lastLoginAt');
    expect(call?.query.get('order')).toBe('asc');
  });
});

describe("a player's page", { timeout: 40_000 }, () => {
  it('shows the profile, and to a viewer no lock, no note form', async () => {
    playersApi('viewer');
    renderConsole('/players/alice?merchantCode=DEMO');

    expect(await screen.findByRole('heading', { level: 1, name: /alice/ })).toBeTruthy();
    expect(screen.getByText('alice@example.com')).toBeTruthy();
    expect(screen.getByText('Gold')).toBeTruthy();
    expect(screen.getByText('Real account')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Notes' }));
    // Plain text: the markup shows as written.
    expect(await screen.findByText('Called <b>twice</b>')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });

  it("names the member type and the VIP level in the console's language, VIP in English when unwritten", async () => {
    await chooseLanguage('TH');
    playersApi('viewer', {
      [`GET ${BASE}/bob`]: {
        value: { ...ALICE, username: 'bob', type: 77, vipLevel: 'Silver', vipLevelNames: { EN: 'Silver' } },
      },
    });
    const first = renderConsole('/players/alice?merchantCode=DEMO');
    expect(await screen.findByText('ระดับทอง', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('บัญชีจริง')).toBeTruthy();
    first.unmount();

    // A type the spec does not name keeps its number.
    renderConsole('/players/bob?merchantCode=DEMO');
    expect(await screen.findByText('Silver', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('77')).toBeTruthy();
  });

  it('shows the balances and the ledger, filtered by type on the server', async () => {
    const api = playersApi('viewer');
    const user = userEvent.setup();
    renderConsole('/players/alice?merchantCode=DEMO&tab=ledger');

    expect(await screen.findByText('1,500,000 VND')).toBeTruthy();
    expect(screen.getByText('200,000 VND')).toBeTruthy();
    expect((await rowOf('dep-1')).getByText('1,000,000 VND')).toBeTruthy();
    expect(screen.getByText('2 in all')).toBeTruthy();

    await user.click(screen.getByLabelText('Type'));
    await user.click(await screen.findByTitle('Bet'));
    await waitFor(() =>
      expect(api.callsTo('GET', `${BASE}/alice/ledger`).at(-1)?.query.get('type')).toBe('bet'),
    );
    await waitFor(() => expect(screen.queryByText('dep-1')).toBeNull());
  });

  it('shows the sessions, sign-in attempts and the limits, read only', async () => {
    playersApi('viewer');
    const user = userEvent.setup();
    renderConsole('/players/alice?merchantCode=DEMO&tab=sessions');

    expect((await rowOf('10.0.0.9')).getByText('Live')).toBeTruthy();
    expect((await rowOf('10.0.0.8')).getByText('Refused')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Limits and exclusions' }));
    expect((await rowOf('Deposits per day')).getByText('5,000,000 VND')).toBeTruthy();
    expect(screen.getByText('Every 30 minutes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /save|remove|set/i })).toBeNull();
  });

  it('lets support add a note and lock with a reason, with the CSRF header', async () => {
    const api = playersApi('support', {
      [`POST ${BASE}/alice/notes`]: {
        value: {
          id: 2,
          author: 'staff:support.one',
          body: 'Asked for ID',
          createdAt: '2025-03-03T08:00:00.000Z',
        },
      },
      [`POST ${BASE}/alice/lock`]: { value: { ...summary({}), status: 'disabled' } },
    });
    const user = userEvent.setup();
    renderConsole('/players/alice?merchantCode=DEMO&tab=notes');

    await user.type(await screen.findByLabelText('Note'), '  Asked for ID ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('The note is saved.')).toBeTruthy();
    const [note] = api.callsTo('POST', `${BASE}/alice/notes`);
    expect(note?.body).toEqual({ body: 'Asked for ID' });
    expect(note?.headers[STAFF_CSRF_HEADER]).toBe(CSRF_TOKEN);

    await user.click(screen.getByRole('button', { name: 'Lock' }));
    const dialog = within(await screen.findByRole('dialog'));
    // No reason, no call.
    await user.click(dialog.getByRole('button', { name: 'Lock' }));
    expect(await dialog.findByText('Give a reason: the audit log keeps it.')).toBeTruthy();
    expect(api.callsTo('POST', `${BASE}/alice/lock`)).toEqual([]);
    await user.type(dialog.getByLabelText('Reason'), 'Chargeback');
    await user.click(dialog.getByRole('button', { name: 'Lock' }));
    expect(await screen.findByText('The player is locked.')).toBeTruthy();
    const [lock] = api.callsTo('POST', `${BASE}/alice/lock`);
    expect(lock?.body).toEqual({ reason: 'Chargeback' });
    expect(lock?.headers[STAFF_CSRF_HEADER]).toBe(CSRF_TOKEN);
    // The page is asked again.
    await waitFor(() => expect(api.callsTo('GET', `${BASE}/alice`).length).toBeGreaterThan(1));
  });

  it('shows finance the note form and the balance adjustment, but no lock', async () => {
    playersApi('finance', { [`GET ${BASE}/alice`]: { value: { ...ALICE, status: 'disabled' } } });
    renderConsole('/players/alice?merchantCode=DEMO&tab=notes');
    expect(await screen.findByRole('button', { name: 'Add note' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unlock' })).toBeNull();
    // Finance adjusts balances (the approvals feature's button, four eyes above the threshold).
    expect(screen.getByRole('button', { name: 'Adjust balance' })).toBeTruthy();
  });

  it('offers support an unlock for a locked player', async () => {
    playersApi('support', { [`GET ${BASE}/alice`]: { value: { ...ALICE, status: 'disabled' } } });
    renderConsole('/players/alice?merchantCode=DEMO');
    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
  });

  it('says when there is no such player', async () => {
    playersApi('viewer', { [`GET ${BASE}/nobody`]: { status: 404, errorCode: 'NOT_FOUND' } });
    renderConsole('/players/nobody?merchantCode=DEMO');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the search/ })).toBeTruthy();
  });
});

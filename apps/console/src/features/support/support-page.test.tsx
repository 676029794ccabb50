import type {
  ChatConversation,
  ChatMessage,
  ChatServerEvent,
  OperatorAgentApplication,
  OperatorContract,
  OperatorFeedback,
} from '@app/contract';
import { STAFF_CSRF_HEADER, type StaffRole } from '@app/contract/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../lib/i18n/format-time';
import { fakeApi, type RecordedCall, type Reply } from '../../test/fake-api';
import { CSRF_TOKEN, renderConsole, sessionOf } from '../../test/render';

/** A WebSocket the test drives: it opens at once and takes the events the test pushes. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }
  static get last(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  push(event: ChatServerEvent) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const BASE = '/wps/operator/merchants/DEMO';

const message = (id: number, sender: ChatMessage['sender'], text: string, minute = id): ChatMessage => ({
  id,
  sender,
  text,
  pictureUrl: null,
  pictureWidth: null,
  pictureHeight: null,
  createdAt: `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

const chat = (username: string, changes: Partial<ChatConversation>): ChatConversation => ({
  username,
  status: 'open',
  staffUnread: 0,
  memberUnread: 0,
  lastMessage: null,
  updatedAt: '2026-11-27T09:00:00.000Z',
  ...changes,
});

const ALICE = chat('alice', {
  staffUnread: 2,
  lastMessage: message(12, 'member', 'Where is my deposit?', 30),
});
const BOB = chat('bob', { lastMessage: message(5, 'staff', 'Glad to help', 5) });

const FEEDBACK: OperatorFeedback = {
  feedbackId: '41',
  type: 1,
  content: 'My deposit of yesterday has not arrived yet, please check it.',
  remark: '',
  pictures: [],
  status: 'open',
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  sender: 'carol',
  repliedBy: null,
};

const APPLICATION: OperatorAgentApplication = {
  applicationId: '7',
  username: 'dave',
  realName: 'Dave Tran',
  contactKind: 'telegram',
  contact: '@dave_tran',
  channel: 'social',
  channelDetail: 'Facebook group',
  expectedPlayers: 50,
  note: '',
  status: 'pending',
  submittedAt: '2026-11-27T07:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  rejectReason: null,
  reapplyAfter: null,
  affiliateCode: null,
};

const contract = (
  contractId: string,
  username: string,
  status: OperatorContract['status'],
): OperatorContract => ({
  contractId,
  kind: 'dividend',
  status,
  tiers: [{ minNetLoss: 1_000_000, minActiveMembers: 5, rateBp: 1500 }],
  offeredAt: '2026-11-20T07:00:00.000Z',
  answeredAt: null,
  endedAt: null,
  payouts: [],
  username,
  offeredBy: 'staff:finance.one',
});

type Route = Reply | Reply[] | ((call: RecordedCall) => Reply);

function supportApi(role: StaffRole, routes: Record<string, Route> = {}) {
  return fakeApi({
    'GET /wps/staff/me': sessionOf(role),
    'GET /wps/operator/merchants': { value: [{ merchantCode: 'DEMO', name: 'Demo' }] },
    [`GET ${BASE}/chats`]: {
      value: { list: [ALICE, BOB], total: 2, pageNo: 1, pageSize: 20, staffUnread: 2 },
    },
    [`GET ${BASE}/agent-plans`]: {
      value: [
        {
          planId: '1',
          name: 'Standard',
          rateBps: 3000,
          minActiveMembers: 5,
          period: 'monthly',
          active: true,
          agents: 3,
        },
        {
          planId: '2',
          name: 'Premium',
          rateBps: 4500,
          minActiveMembers: 10,
          period: 'monthly',
          active: false,
          agents: 0,
        },
      ],
    },
    [`POST ${BASE}/chat-ticket`]: { value: { ticket: 't'.repeat(32), expiresInSeconds: 30 } },
    [`GET ${BASE}/chats/alice/messages`]: {
      value: {
        list: [message(11, 'member', 'Hello'), message(12, 'member', 'Where is my deposit?', 30)],
        hasMore: false,
        unReadCount: 2,
        status: 'open',
      },
    },
    [`POST ${BASE}/chats/alice/read`]: { value: { unReadCount: 0 } },
    [`GET ${BASE}/feedback`]: { value: { list: [FEEDBACK], totalPages: 3, pageNum: 1 } },
    [`GET ${BASE}/agent-applications`]: { value: [APPLICATION] },
    [`GET ${BASE}/agent-contracts`]: {
      value: [contract('3', 'erin', 'accepted'), contract('4', 'frank', 'offered')],
    },
    ...routes,
  });
}

/** The first render of a lazy page with antd's Table takes seconds on a busy 2-core machine. */
const FIRST_RENDER = { timeout: 30_000 };
/**
 * Each test renders the console and clicks through antd's popovers and modals. Texts are pasted,
 * not typed: key by key, each keystroke re-renders the form, for minutes on a busy machine.
 */
const SLOW = { timeout: 300_000 };

/**
 * A user whose clicks skip the pointer-events check: it asks jsdom for the computed style of every
 * ancestor, and jsdom parses each of antd's run-time style elements for each, for seconds a click.
 */
const newUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A row of a table by a text in it. */
const rowOf = async (text: string) =>
  within(
    (await screen.findByText(text, { selector: 'td, td *' }, FIRST_RENDER)).closest('tr') as HTMLElement,
  );

describe('the support desk: live chat', SLOW, () => {
  it('lists the chats by latest activity with the unread count, opens one, marks it read and replies', async () => {
    const api = supportApi('support', {
      [`POST ${BASE}/chats/alice/messages`]: (call) => ({
        value: message(13, 'staff', (call.body as { text: string }).text, 31),
      }),
    });
    const user = newUser();
    renderConsole('/support?merchantCode=DEMO');

    const alice = await rowOf('alice');
    expect(alice.getByText('Where is my deposit?')).toBeTruthy();
    expect(alice.getByTitle('2 unread')).toBeTruthy();
    // The server's order: the latest activity first.
    const order = [...document.querySelectorAll('.ant-table-tbody tr[data-row-key]')].map((row) =>
      row.getAttribute('data-row-key'),
    );
    expect(order).toEqual(['alice', 'bob']);
    // The staff socket opened with the operator API's ticket.
    await waitFor(() => expect(screen.getByText('Live')).toBeTruthy());
    expect(FakeSocket.last.url).toBe(`ws://localhost:3000/wps/chat/staff-socket?ticket=${'t'.repeat(32)}`);
    expect(api.callsTo('POST', `${BASE}/chat-ticket`)[0]?.headers[STAFF_CSRF_HEADER]).toBe(CSRF_TOKEN);

    await user.click(alice.getByRole('button', { name: 'alice' }));
    const log = await screen.findByLabelText('Chat with alice', {}, FIRST_RENDER);
    expect(await within(log).findByText('Hello')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/chats/alice/read`)).toHaveLength(1));

    // The member's typing mark shows; the staff's own typing goes out naming the member.
    FakeSocket.last.push({ type: 'typing', username: 'alice', sender: 'member', typing: true });
    expect(await screen.findByText('alice is typing…')).toBeTruthy();
    await user.click(screen.getByLabelText('Reply'));
    await user.paste('We are checking it now.');
    expect(FakeSocket.last.sent).toContainEqual({ type: 'typing', typing: true, username: 'alice' });
    await user.click(screen.getByText('Send'));

    expect(await within(log).findByText('We are checking it now.')).toBeTruthy();
    const [reply] = api.callsTo('POST', `${BASE}/chats/alice/messages`);
    expect(reply?.body).toEqual({ text: 'We are checking it now.' });
    expect(FakeSocket.last.sent).toContainEqual({ type: 'typing', typing: false, username: 'alice' });

    // The member's next message comes over the socket: shown at once, and the list asked again.
    const listCalls = api.callsTo('GET', `${BASE}/chats`).length;
    FakeSocket.last.push({
      type: 'message',
      username: 'alice',
      message: message(14, 'member', 'Thank you', 32),
    });
    expect(await within(log).findByText('Thank you')).toBeTruthy();
    expect(screen.queryByText('alice is typing…')).toBeNull();
    await waitFor(() => expect(api.callsTo('GET', `${BASE}/chats`).length).toBeGreaterThan(listCalls));
  });

  it('asks the server for a username search, the unread ones and another page', async () => {
    const api = supportApi('support', {
      [`GET ${BASE}/chats`]: (call) => ({
        value: {
          list: call.query.get('search') === 'ali' ? [ALICE] : [ALICE, BOB],
          total: call.query.get('search') === 'ali' ? 1 : 45,
          pageNo: Number(call.query.get('pageNo') ?? 1),
          pageSize: Number(call.query.get('pageSize') ?? 20),
          staffUnread: 2,
        },
      }),
    });
    const user = newUser();
    renderConsole('/support?merchantCode=DEMO');
    await rowOf('bob');
    expect(api.callsTo('GET', `${BASE}/chats`)[0]?.query.toString()).toBe('pageNo=1&pageSize=20');

    await user.click(screen.getByLabelText('Search a username'));
    await user.paste('ali');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('bob')).toBeNull());
    expect(api.callsTo('GET', `${BASE}/chats`).at(-1)?.query.get('search')).toBe('ali');

    await user.click(screen.getByLabelText('Unread only'));
    await waitFor(() => expect(api.callsTo('GET', `${BASE}/chats`).at(-1)?.query.get('unread')).toBe('true'));
    expect(api.callsTo('GET', `${BASE}/chats`).at(-1)?.query.get('search')).toBe('ali');

    await user.clear(screen.getByLabelText('Search a username'));
    await user.keyboard('{Enter}');
    await user.click(screen.getByLabelText('Unread only'));
    await rowOf('bob');
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(api.callsTo('GET', `${BASE}/chats`).at(-1)?.query.get('pageNo')).toBe('3'));
    expect(api.callsTo('GET', `${BASE}/chats`).at(-1)?.query.get('search')).toBeNull();
  });

  it('loads older messages on demand, before the oldest one shown', async () => {
    const api = supportApi('support', {
      [`GET ${BASE}/chats/alice/messages`]: (call) =>
        call.query.get('before') === '11'
          ? {
              value: {
                list: [message(3, 'member', 'An old question')],
                hasMore: false,
                unReadCount: 0,
                status: 'open',
              },
            }
          : {
              value: {
                list: [message(11, 'member', 'Hello')],
                hasMore: true,
                unReadCount: 0,
                status: 'open',
              },
            },
    });
    const user = newUser();
    renderConsole('/support?merchantCode=DEMO&chat=alice');

    const log = await screen.findByLabelText('Chat with alice', {}, FIRST_RENDER);
    expect(await within(log).findByText('Hello')).toBeTruthy();
    await user.click(screen.getByText('Load older messages'));
    expect(await within(log).findByText('An old question')).toBeTruthy();
    expect(
      api.callsTo('GET', `${BASE}/chats/alice/messages`).map((call) => call.query.get('before')),
    ).toEqual([null, '11']);
    expect(screen.queryByText('Load older messages')).toBeNull();
  });

  it('closes a chat after a confirmation', async () => {
    const api = supportApi('support', {
      [`POST ${BASE}/chats/alice/close`]: { value: { ...ALICE, status: 'closed' } },
    });
    const user = newUser();
    renderConsole('/support?merchantCode=DEMO&chat=alice');

    await user.click(await screen.findByText('Close chat', {}, FIRST_RENDER));
    await user.click(await screen.findByText('OK'));
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/chats/alice/close`)).toHaveLength(1));
  });

  it('shows a viewer the chats and their history with no socket, no reply and no read mark', async () => {
    const api = supportApi('viewer');
    renderConsole('/support?merchantCode=DEMO&chat=alice');

    const log = await screen.findByLabelText('Chat with alice', {}, FIRST_RENDER);
    expect(await within(log).findByText('Hello')).toBeTruthy();
    expect(screen.getByText('Refreshed every 15 seconds')).toBeTruthy();
    expect(screen.queryByLabelText('Reply')).toBeNull();
    expect(screen.queryByText('Close chat')).toBeNull();
    expect(api.callsTo('POST', `${BASE}/chat-ticket`)).toHaveLength(0);
    expect(api.callsTo('POST', `${BASE}/chats/alice/read`)).toHaveLength(0);
    expect(FakeSocket.all).toHaveLength(0);
  });
});

describe('the support desk: feedback', SLOW, () => {
  it('lists unanswered feedback by server pages and shows a refused reply on its field', async () => {
    const api = supportApi('support', {
      [`POST ${BASE}/feedback/41/reply`]: [
        { status: 400, errorCode: 'VALIDATION_FAILED', value: { fields: { reply: 'must not be blank' } } },
        { value: { ...FEEDBACK, status: 'replied', reply: 'Credited now.', repliedBy: 'staff:support.one' } },
      ],
    });
    const user = newUser();
    renderConsole('/support?tab=feedback&merchantCode=DEMO');

    const carol = await rowOf('carol');
    expect(carol.getByText('Deposit')).toBeTruthy();
    expect(carol.getByText('Unanswered')).toBeTruthy();
    const [list] = api.callsTo('GET', `${BASE}/feedback`);
    expect(list?.query.get('status')).toBe('open');
    expect(list?.query.get('pageNo')).toBe('1');

    await user.click(carol.getByRole('button', { name: 'Reply' }));
    const dialog = within((await screen.findByText('Reply to carol')).closest('.ant-modal') as HTMLElement);
    expect(dialog.getByText(FEEDBACK.content)).toBeTruthy();
    await user.click(dialog.getByLabelText('Reply'));
    await user.paste('Credited now.');
    await user.click(dialog.getByRole('button', { name: 'Send reply' }));
    expect(await dialog.findByText('Not accepted: must not be blank')).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Done.')).toBeTruthy();
    const replies = api.callsTo('POST', `${BASE}/feedback/41/reply`);
    expect(replies.map((call) => call.body)).toEqual([
      { reply: 'Credited now.' },
      { reply: 'Credited now.' },
    ]);
    expect(replies[1]?.headers[STAFF_CSRF_HEADER]).toBe(CSRF_TOKEN);
  });

  it('asks the server for the next page and for the answered ones', async () => {
    const api = supportApi('viewer');
    const user = newUser();
    renderConsole('/support?tab=feedback&merchantCode=DEMO&status=replied');

    await rowOf('carol');
    expect(api.callsTo('GET', `${BASE}/feedback`)[0]?.query.get('status')).toBe('replied');
    // A viewer reads, and cannot reply.
    expect(screen.queryByText('Reply', { selector: 'button span' })).toBeNull();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(api.callsTo('GET', `${BASE}/feedback`).at(-1)?.query.get('pageNo')).toBe('2'));
  });
});

describe('the support desk: agents', SLOW, () => {
  it('approves an application and rejects one with the reason typed and a wait before reapplying', async () => {
    const api = supportApi('support', {
      [`POST ${BASE}/agent-applications/7/approve`]: { value: { ...APPLICATION, status: 'approved' } },
      [`POST ${BASE}/agent-applications/7/reject`]: { value: { ...APPLICATION, status: 'rejected' } },
    });
    const user = newUser();
    renderConsole('/support?tab=applications&merchantCode=DEMO');

    const dave = await rowOf('dave');
    expect(api.callsTo('GET', `${BASE}/agent-applications`)[0]?.query.get('status')).toBe('pending');
    await user.click(dave.getByRole('button', { name: 'Approve' }));
    const approveDialog = within(
      (await screen.findByText("Approve dave's application")).closest('.ant-modal') as HTMLElement,
    );
    // The active plan is chosen at first; the inactive one may be chosen too.
    expect(
      await approveDialog.findByText('Standard — 30 % of net revenue, at least 5 active members'),
    ).toBeTruthy();
    await user.click(approveDialog.getByLabelText('Agent plan'));
    await user.click(
      await screen.findByText('Premium — 45 % of net revenue, at least 10 active members · inactive'),
    );
    await user.click(approveDialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `${BASE}/agent-applications/7/approve`)[0]?.body).toEqual({ planId: '2' }),
    );

    await user.click(dave.getByRole('button', { name: 'Reject' }));
    const dialog = within(
      (await screen.findByText("Reject dave's application")).closest('.ant-modal') as HTMLElement,
    );
    await user.click(dialog.getByLabelText('Reason'));
    await user.paste('No promotion channel');
    expect(dialog.getByText('None or 0: the member may apply again at once; at most 90 days.')).toBeTruthy();
    await user.type(dialog.getByLabelText('Wait before applying again (days)'), '30');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `${BASE}/agent-applications/7/reject`)[0]?.body).toEqual({
        reason: 'No promotion channel',
        waitDays: 30,
      }),
    );
  });

  it('shows a rejected application with its reason and the day its member may apply again', async () => {
    supportApi('viewer', {
      [`GET ${BASE}/agent-applications`]: {
        value: [
          {
            ...APPLICATION,
            status: 'rejected',
            decidedAt: '2026-11-27T08:00:00.000Z',
            decidedBy: 'staff:sam',
            rejectReason: 'No promotion channel',
            reapplyAfter: '2026-12-27T08:00:00.000Z',
          },
        ],
      },
    });
    const user = newUser();
    renderConsole('/support?tab=applications&merchantCode=DEMO&status=rejected');
    const dave = await rowOf('dave');
    await user.click(dave.getByRole('button', { name: /expand/i }));
    expect(await screen.findByText('May apply again from')).toBeTruthy();
    expect(screen.getByText('No promotion channel')).toBeTruthy();
    expect(screen.getByText(formatTime('2026-12-27T08:00:00.000Z', 'EN'))).toBeTruthy();
  });

  it("lets support end an accepted contract but not withdraw an offer (finance's call)", async () => {
    const api = supportApi('support', {
      [`POST ${BASE}/agent-contracts/3/end`]: { value: contract('3', 'erin', 'ended') },
    });
    const user = newUser();
    renderConsole('/support?tab=contracts&merchantCode=DEMO');

    const erin = await rowOf('erin');
    const frank = await rowOf('frank');
    expect(erin.getByText('Dividend')).toBeTruthy();
    expect(frank.queryByRole('button', { name: 'Withdraw offer' })).toBeNull();
    await user.click(erin.getByRole('button', { name: 'End' }));
    await user.click(await screen.findByText('OK'));
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/agent-contracts/3/end`)).toHaveLength(1));
  });

  it('offers a contract with its tiers and shows a refused tier on its field', async () => {
    const api = supportApi('support', {
      [`POST ${BASE}/agent-contracts`]: [
        {
          status: 400,
          errorCode: 'VALIDATION_FAILED',
          value: { fields: { 'tiers.1': 'thresholds must ascend: above the previous tier' } },
        },
        { value: contract('5', 'dave', 'offered') },
      ],
    });
    const user = newUser();
    renderConsole('/support?tab=contracts&merchantCode=DEMO');
    await rowOf('erin');
    await user.click(screen.getByRole('button', { name: 'Offer contract' }));
    const dialog = within(
      (await screen.findByText('Offer an agent a contract')).closest('.ant-modal') as HTMLElement,
    );
    await user.click(dialog.getByLabelText('Agent (username)'));
    await user.paste('dave');
    await user.click(dialog.getByLabelText('Kind'));
    await user.click(await screen.findByText('Dividend', { selector: '.ant-select-item-option-content' }));
    await user.click(dialog.getByRole('button', { name: 'Add a tier' }));
    const fill = async (label: string, index: number, value: string) => {
      await user.click(dialog.getAllByLabelText(label)[index] as HTMLElement);
      await user.paste(value);
    };
    await fill('Least net loss (minor units)', 0, '1000000');
    await fill('Least active members', 0, '5');
    await fill('Rate (basis points: 1500 = 15 %)', 0, '1000');
    await fill('Least net loss (minor units)', 1, '500');
    await fill('Least active members', 1, '5');
    await fill('Rate (basis points: 1500 = 15 %)', 1, '2000');
    await user.click(dialog.getByRole('button', { name: 'Offer contract' }));

    expect(
      await dialog.findByText(/thresholds must ascend/, { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(api.callsTo('POST', `${BASE}/agent-contracts`)[0]?.body).toEqual({
      username: 'dave',
      kind: 'dividend',
      tiers: [
        { minNetLoss: 1000000, minActiveMembers: 5, rateBp: 1000 },
        { minNetLoss: 500, minActiveMembers: 5, rateBp: 2000 },
      ],
    });
  });

  it('shows a viewer the applications and contracts with no decision', async () => {
    supportApi('viewer');
    const user = newUser();
    renderConsole('/support?tab=applications&merchantCode=DEMO');

    const dave = await rowOf('dave');
    expect(screen.queryByRole('button', { name: 'Offer contract' })).toBeNull();
    expect(dave.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(dave.queryByRole('button', { name: 'Reject' })).toBeNull();
    await user.click(screen.getByText('Agent contracts'));
    const erin = await rowOf('erin');
    expect(erin.queryByRole('button', { name: 'End' })).toBeNull();
  });
});

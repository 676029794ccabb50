/**
 * Four eyes (decision 0067): a staff member's adjustment or withdrawal approval above the
 * merchant's threshold waits for a second staff member; at the threshold it is made at once; the
 * one who asked cannot decide it; the approval makes it once; a rejection moves nothing; the
 * Operator-Key is not held back; the roles; hostile input; the CLI.
 */
import { type Approval, type ApprovalsPage, ErrorCode, type StaffRole } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { operatorCli } from '../../../test/operator-cli';
import { type StaffTestSession, signInNewStaff } from '../../../test/staff-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { operatorAudit } from '../../db/tables';
import { approvals } from './tables';

const THRESHOLD = 1_000_000;
const BASE = '/wps/operator/merchants/DEMO';
/** The demo seed's own request: thanhvu's goodwill credit, pending (demo-money-queues.ts). */
const SEEDED_PENDING_ADJUSTMENTS = 1;

describe('four-eyes approvals', () => {
  let t: TestApp;
  let url: string;
  let client: ReturnType<typeof createWalletClient>;
  let time = Date.now();
  const staff = new Map<string, StaffTestSession>();
  let player: { username: string; token: string };
  let cardId: number;

  const as = (name: string) => {
    const session = staff.get(name);
    if (!session) throw new Error(`no staff ${name}`);
    return session;
  };
  const call = (name: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.app.inject({ method, url: path, ...as(name), ...(payload ? { payload } : {}) });
  const expectError = (response: LightMyRequestResponse, status: number, errorCode: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().errorCode).toBe(errorCode);
  };
  const balance = async () => client.okValue(await client.member(player.token).get('/wps/wallet')).sumBalance;
  const adjust = (name: string, amount: number, idempotencyKey: string, reason = 'goodwill') =>
    call(name, 'POST', `${BASE}/adjustments`, { username: player.username, amount, reason, idempotencyKey });
  const approve = (name: string, id: number, body: object = {}) =>
    call(name, 'POST', `${BASE}/approvals/${id}/approve`, body);
  const reject = (name: string, id: number, body: object) =>
    call(name, 'POST', `${BASE}/approvals/${id}/reject`, body);
  const rowsOfKey = (key: string) =>
    t.app.db
      .select()
      .from(approvals)
      .where(and(eq(approvals.kind, 'adjustment'), eq(approvals.subject, player.username)))
      .then((rows) =>
        rows.filter((row) => (row.request as { idempotencyKey: string }).idempotencyKey === key),
      );
  const ledgerIsClean = async () =>
    expect(client.okValue(await client.operator('GET', '/wps/operator/ledger/check')).ok).toBe(true);

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig(), { clock: () => time });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = createWalletClient(t);
    const advance = (ms: number) => {
      time += ms;
      return time;
    };
    const roles: [string, StaffRole][] = [
      ['fin.anna', 'finance'],
      ['fin.binh', 'finance'],
      ['sup.chi', 'support'],
      ['view.dung', 'viewer'],
      ['adm.em', 'admin'],
    ];
    for (const [name, role] of roles) staff.set(name, await signInNewStaff(t, name, role, advance));
    player = await client.newMember('four');
    await client.adjust(player.username, 5_000_000);
    client.okValue(
      await call('adm.em', 'PUT', `${BASE}/wallet-settings`, {
        withdrawalMin: 100_000,
        withdrawalMax: 500_000_000,
        approvalThreshold: THRESHOLD,
      }),
    );
  });
  afterAll(() => t?.close());

  describe('adjustments', () => {
    it('posts one at the threshold at once; one above it waits, and the same key answers the same request', async () => {
      const atThreshold = client.okValue(await adjust('fin.anna', -THRESHOLD, 'at-threshold-1'));
      expect(atThreshold).toMatchObject({ outcome: 'posted', balance: 4_000_000 });

      const above = client.okValue(await adjust('fin.anna', THRESHOLD + 1, 'above-threshold-1'));
      expect(above).toEqual({ outcome: 'awaitingApproval', approvalId: expect.any(Number) });
      expect(await balance()).toBe(4_000_000);
      expect(client.okValue(await adjust('fin.anna', THRESHOLD + 1, 'above-threshold-1'))).toEqual(above);
      expect(await rowsOfKey('above-threshold-1')).toHaveLength(1);
      // The same key for another adjustment is a conflict, as the ledger's keys are.
      expectError(
        await adjust('fin.anna', THRESHOLD + 2, 'above-threshold-1'),
        409,
        ErrorCode.IDEMPOTENCY_CONFLICT,
      );
    });

    it('lets not the one who asked approve; a second finance member makes it, once', async () => {
      const { approvalId } = client.okValue(await adjust('fin.anna', 2_000_000, 'four-eyes-credit'));
      expectError(await approve('fin.anna', approvalId), 403, ErrorCode.APPROVAL_OWN_REQUEST);
      expectError(
        await reject('fin.anna', approvalId, { reason: 'mine' }),
        403,
        ErrorCode.APPROVAL_OWN_REQUEST,
      );
      const before = await balance();

      const approved = client.okValue<Approval>(await approve('fin.binh', approvalId, { reason: 'checked' }));
      expect(approved).toMatchObject({
        id: approvalId,
        kind: 'adjustment',
        subject: player.username,
        username: player.username,
        amount: 2_000_000,
        status: 'approved',
        requestedBy: 'staff:fin.anna',
        requestReason: 'goodwill',
        decidedBy: 'staff:fin.binh',
        decisionReason: 'checked',
        result: { transactionId: expect.any(Number), balance: before + 2_000_000 },
      });
      expect(await balance()).toBe(before + 2_000_000);

      expectError(await approve('fin.binh', approvalId), 409, ErrorCode.APPROVAL_DECIDED);
      expectError(await approve('adm.em', approvalId), 409, ErrorCode.APPROVAL_DECIDED);
      // The requester's retry of the same key now answers the posting, not a second one.
      expect(client.okValue(await adjust('fin.anna', 2_000_000, 'four-eyes-credit'))).toEqual({
        outcome: 'posted',
        ...approved.result,
      });
      expect(await balance()).toBe(before + 2_000_000);
      await ledgerIsClean();

      const trail = await t.app.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.target, `approval:${approvalId}`))
        .orderBy(operatorAudit.id);
      expect(trail.map((entry) => entry.actor)).toEqual(['staff:fin.anna', 'staff:fin.binh']);
      expect(trail[1]?.after).toMatchObject({ status: 'approved' });
    });

    it('approves two at once only once', async () => {
      const { approvalId } = client.okValue(await adjust('fin.anna', 1_500_000, 'four-eyes-race'));
      const before = await balance();
      const answers = await Promise.all([approve('fin.binh', approvalId), approve('adm.em', approvalId)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await balance()).toBe(before + 1_500_000);
      await ledgerIsClean();
    });

    it('rejects with a reason, and nothing moves', async () => {
      const { approvalId } = client.okValue(await adjust('fin.anna', -2_000_000, 'four-eyes-debit'));
      const before = await balance();
      expectError(await reject('fin.binh', approvalId, {}), 400, ErrorCode.VALIDATION_FAILED);
      expectError(await reject('fin.binh', approvalId, { reason: '' }), 400, ErrorCode.VALIDATION_FAILED);
      const rejected = client.okValue<Approval>(
        await reject('fin.binh', approvalId, { reason: 'no ticket' }),
      );
      expect(rejected).toMatchObject({
        status: 'rejected',
        amount: -2_000_000,
        decidedBy: 'staff:fin.binh',
        decisionReason: 'no ticket',
        result: null,
      });
      expect(await balance()).toBe(before);
      expectError(await approve('adm.em', approvalId), 409, ErrorCode.APPROVAL_DECIDED);
      expectError(await adjust('fin.anna', -2_000_000, 'four-eyes-debit'), 409, ErrorCode.APPROVAL_DECIDED);
      expect(await balance()).toBe(before);
    });

    it('does not hold back the Operator-Key (scripts, the CLI)', async () => {
      const before = await balance();
      const posted = client.okValue(
        await client.operator('POST', `${BASE}/adjustments`, {
          username: player.username,
          amount: THRESHOLD * 3,
          reason: 'script',
          idempotencyKey: 'operator-key-large',
        }),
      );
      expect(posted).toMatchObject({ outcome: 'posted', balance: before + THRESHOLD * 3 });
    });

    it('lists the requests by status and kind, paged on the server', async () => {
      const pending = client.okValue<ApprovalsPage>(
        await call('view.dung', 'GET', `${BASE}/approvals?status=pending&kind=adjustment`),
      );
      expect(pending.list.map((entry) => entry.status)).toEqual(pending.list.map(() => 'pending'));
      expect(pending.total).toBe(1 + SEEDED_PENDING_ADJUSTMENTS);
      const all = client.okValue<ApprovalsPage>(
        await call('view.dung', 'GET', `${BASE}/approvals?pageSize=2`),
      );
      expect(all).toMatchObject({ total: 4 + SEEDED_PENDING_ADJUSTMENTS, pageNo: 1, pageSize: 2 });
      expect(all.list).toHaveLength(2);
      const page2 = client.okValue<ApprovalsPage>(
        await call('view.dung', 'GET', `${BASE}/approvals?pageSize=2&pageNo=2`),
      );
      // Newest first, no request on two pages.
      expect(page2.list.every((entry) => all.list.every((first) => first.id > entry.id))).toBe(true);
    });
  });

  describe('withdrawals', () => {
    const step = (name: string, id: string, stepName: string, body: object = {}) =>
      call(name, 'POST', `${BASE}/withdrawals/${id}/${stepName}`, body);
    const withdraw = async (amount: number) =>
      client.okValue(
        await client
          .member(player.token)
          .encrypted('/wps/transaction/withdraw', { amount, bankCardId: cardId, paymentPassword: '246810' }),
      );
    const playerSees = async (id: string) =>
      client
        .okValue(await client.member(player.token).get('/wps/transaction/withdrawals'))
        .list.find((entry: { id: string }) => entry.id === id);

    beforeAll(async () => {
      const me = client.member(player.token);
      client.okValue(await me.encrypted('/wps/member/payment-password', { paymentPassword: '246810' }));
      cardId = client.okValue(
        await me.encrypted('/wps/member/bank-cards', {
          bankName: 'Vietcombank',
          accountNumber: '0011223344',
          holderName: 'Nguyen Van An',
          paymentPassword: '246810',
        }),
      ).id;
    });

    it('approves a large one only at the second staff member, who is not the first', async () => {
      const { id } = await withdraw(2_000_000);
      client.okValue(await step('fin.anna', id, 'review'));

      const first = client.okValue(await step('fin.anna', id, 'approve', { reason: 'documents fine' }));
      expect(first).toMatchObject({
        status: 'reviewing',
        awaitingApproval: { approvalId: expect.any(Number), requestedBy: 'staff:fin.anna' },
      });
      expect((await playerSees(id)).status).toBe('reviewing');
      // Asked again by the same member: the same request, the withdrawal where it was.
      const again = client.okValue(await step('fin.anna', id, 'approve'));
      expect(again.awaitingApproval).toEqual(first.awaitingApproval);
      expectError(await step('fin.anna', id, 'pay'), 409, ErrorCode.ILLEGAL_TRANSITION);
      expectError(
        await approve('fin.anna', first.awaitingApproval.approvalId),
        403,
        ErrorCode.APPROVAL_OWN_REQUEST,
      );

      const second = client.okValue(await step('fin.binh', id, 'approve'));
      expect(second.status).toBe('approved');
      expect(second.awaitingApproval).toBeUndefined();
      const seen = await playerSees(id);
      expect(seen.timeline.map((event: { status: string }) => event.status)).toEqual([
        'submitted',
        'reviewing',
        'approved',
      ]);
      // The player reads the note of the first approval; no staff member is named.
      expect(seen.timeline[2]).toMatchObject({ note: 'documents fine' });
      const [request] = client.okValue<ApprovalsPage>(
        await call('fin.binh', 'GET', `${BASE}/approvals?kind=withdrawal`),
      ).list;
      expect(request).toMatchObject({
        subject: id,
        username: player.username,
        status: 'approved',
        decidedBy: 'staff:fin.binh',
        amount: 2_000_000,
      });
      expect(client.okValue(await step('fin.binh', id, 'pay')).status).toBe('paid');
      await ledgerIsClean();
    });

    it('approves a large one from the approvals list too', async () => {
      const { id } = await withdraw(1_500_000);
      client.okValue(await step('fin.binh', id, 'review'));
      const { awaitingApproval } = client.okValue(await step('fin.binh', id, 'approve'));
      client.okValue(await approve('fin.anna', awaitingApproval.approvalId));
      expect((await playerSees(id)).status).toBe('approved');
    });

    it('closes the open request when the withdrawal is rejected, in its transaction, audited', async () => {
      const before = await balance();
      const { id } = await withdraw(1_200_000);
      client.okValue(await step('fin.anna', id, 'review'));
      const { awaitingApproval } = client.okValue(await step('fin.anna', id, 'approve'));

      const rejected = client.okValue(await step('fin.binh', id, 'reject', { reason: 'card mismatch' }));
      expect(rejected.status).toBe('rejected');
      expect(await balance()).toBe(before);
      const [request] = client
        .okValue<ApprovalsPage>(
          await call('fin.binh', 'GET', `${BASE}/approvals?kind=withdrawal&pageSize=100`),
        )
        .list.filter((entry) => entry.subject === id);
      expect(request).toMatchObject({
        id: awaitingApproval.approvalId,
        status: 'rejected',
        decidedBy: 'staff:fin.binh',
        decisionReason: 'withdrawal rejected: card mismatch',
      });
      // Nothing is left to decide: no open request, and its approval answers it was decided.
      expect(
        client
          .okValue<ApprovalsPage>(
            await call('fin.binh', 'GET', `${BASE}/approvals?kind=withdrawal&status=pending&pageSize=100`),
          )
          .list.some((entry) => entry.subject === id),
      ).toBe(false);
      expectError(await approve('fin.binh', awaitingApproval.approvalId), 409, ErrorCode.APPROVAL_DECIDED);
      const audit = await t.app.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.target, `approval:${awaitingApproval.approvalId}`))
        .orderBy(operatorAudit.id);
      expect(audit.map((row) => row.actor)).toEqual(['staff:fin.anna', 'staff:fin.binh']);
      await ledgerIsClean();
    });

    it('closes it too when the Operator-Key, or the one who asked, rejects the withdrawal', async () => {
      const byKey = await withdraw(1_300_000);
      client.okValue(await step('fin.anna', byKey.id, 'review'));
      const first = client.okValue(await step('fin.anna', byKey.id, 'approve')).awaitingApproval;
      client.okValue(
        await client.operator('POST', `${BASE}/withdrawals/${byKey.id}/reject`, { reason: 'fraud check' }),
      );
      const byOwner = await withdraw(1_400_000);
      client.okValue(await step('fin.binh', byOwner.id, 'review'));
      const second = client.okValue(await step('fin.binh', byOwner.id, 'approve')).awaitingApproval;
      client.okValue(await step('fin.binh', byOwner.id, 'reject', { reason: 'player asked' }));

      const decided = client
        .okValue<ApprovalsPage>(
          await call('fin.anna', 'GET', `${BASE}/approvals?kind=withdrawal&pageSize=100`),
        )
        .list.filter((entry) => [first.approvalId, second.approvalId].includes(entry.id));
      expect(decided.map(({ id, status, decidedBy }) => ({ id, status, decidedBy }))).toEqual(
        expect.arrayContaining([
          { id: first.approvalId, status: 'rejected', decidedBy: 'operator-api' },
          { id: second.approvalId, status: 'rejected', decidedBy: 'staff:fin.binh' },
        ]),
      );
      await ledgerIsClean();
    });

    it('approves one at the threshold with one staff member', async () => {
      const { id } = await withdraw(THRESHOLD);
      client.okValue(await step('fin.anna', id, 'review'));
      const approved = client.okValue(await step('fin.anna', id, 'approve'));
      expect(approved.status).toBe('approved');
      expect(approved.awaitingApproval).toBeUndefined();
    });
  });

  describe('roles and settings', () => {
    it('lets finance and admins decide, not support or a viewer; the settings only an admin changes', async () => {
      const { approvalId } = client.okValue(await adjust('fin.anna', 3_000_000, 'roles-check'));
      for (const name of ['sup.chi', 'view.dung']) {
        expectError(await approve(name, approvalId), 403, ErrorCode.FORBIDDEN);
        expectError(await reject(name, approvalId, { reason: 'no' }), 403, ErrorCode.FORBIDDEN);
        expectError(await adjust(name, 100, `roles-${name}`), 403, ErrorCode.FORBIDDEN);
      }
      const settings = { withdrawalMin: 100_000, withdrawalMax: 500_000_000, approvalThreshold: 5 };
      for (const name of ['fin.anna', 'sup.chi', 'view.dung'])
        expectError(await call(name, 'PUT', `${BASE}/wallet-settings`, settings), 403, ErrorCode.FORBIDDEN);
      expect(client.okValue(await call('view.dung', 'GET', `${BASE}/wallet-settings`))).toEqual({
        currency: 'VND',
        decimals: 0,
        withdrawalMin: 100_000,
        withdrawalMax: 500_000_000,
        approvalThreshold: THRESHOLD,
        approvalThresholdIsDefault: false,
      });
      client.okValue(await reject('adm.em', approvalId, { reason: 'roles test' }));
    });

    it('audits a change of the settings, and refuses a minimum above the maximum on its field', async () => {
      const refused = await call('adm.em', 'PUT', `${BASE}/wallet-settings`, {
        withdrawalMin: 600_000_000,
        withdrawalMax: 500_000_000,
        approvalThreshold: THRESHOLD,
      });
      expectError(refused, 400, ErrorCode.VALIDATION_FAILED);
      expect(refused.json().value.fields).toHaveProperty('withdrawalMin');
      const [entry] = await t.app.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.target, 'wallet-settings'));
      expect(entry).toMatchObject({
        actor: 'staff:adm.em',
        merchantCode: 'DEMO',
        // The demo seed's limits, without a threshold of their own.
        before: { approvalThreshold: null },
        after: { approvalThreshold: THRESHOLD, withdrawalMax: 500_000_000 },
      });
    });
  });

  it('answers hostile input with 4xx, never 5xx', async () => {
    const answers = await Promise.all([
      approve('fin.binh', 999_999),
      call('fin.binh', 'POST', `${BASE}/approvals/1e20/approve`, {}),
      call('fin.binh', 'POST', `${BASE}/approvals/0/approve`, {}),
      call('fin.binh', 'POST', `${BASE}/approvals/99999999999999999999/approve`, {}),
      call('fin.binh', 'POST', `${BASE}/approvals/1/reject`, { reason: 'x'.repeat(201) }),
      call('fin.binh', 'POST', `${BASE}/approvals/1/reject`, { reason: 'a\u0000b' }),
      call('fin.binh', 'POST', `${BASE}/approvals/1/reject`, { reason: 'a\ud800b' }),
      call('fin.binh', 'POST', `${BASE}/approvals/1/reject`, { reason: 'x', extra: { a: { b: { c: {} } } } }),
      call('fin.binh', 'GET', `${BASE}/approvals?status=open`),
      call('fin.binh', 'GET', `${BASE}/approvals?pageSize=1000`),
      call('fin.binh', 'GET', `${BASE}/approvals?pageNo=1e20`),
      call('adm.em', 'PUT', `${BASE}/wallet-settings`, {
        withdrawalMin: 1,
        withdrawalMax: 2,
        approvalThreshold: 1e20,
      }),
      call('adm.em', 'PUT', `${BASE}/wallet-settings`, { withdrawalMin: 1, withdrawalMax: 2 }),
      adjust('fin.anna', 1e20, 'hostile-amount'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
    }
    expect(answers[0]?.statusCode).toBe(404);
  });

  it('lists, decides and sets the threshold from the CLI (the Operator-Key)', async () => {
    const cli = (args: string[]) => operatorCli(url, args);
    const { approvalId } = client.okValue(await adjust('fin.anna', 4_000_000, 'cli-request'));
    const listed = await cli(['approvals', 'DEMO', '--status', 'pending', '--kind', 'adjustment']);
    expect(listed.code, listed.err).toBe(0);
    const listedIds = JSON.parse(listed.out).list.map((entry: Approval) => entry.id);
    expect(listedIds[0]).toBe(approvalId);
    expect(listedIds).toHaveLength(2 + SEEDED_PENDING_ADJUSTMENTS);
    expect((await cli(['approval', 'DEMO', String(approvalId), 'reject'])).code).toBe(2);
    const rejected = await cli(['approval', 'DEMO', String(approvalId), 'reject', '--reason', 'duplicate']);
    expect(rejected.code, rejected.err).toBe(0);
    expect(JSON.parse(rejected.out)).toMatchObject({
      status: 'rejected',
      decidedBy: expect.stringMatching(/^cli:/),
    });

    const set = await cli([
      'wallet-settings',
      'DEMO',
      JSON.stringify({ withdrawalMin: 100_000, withdrawalMax: 400_000_000, approvalThreshold: 7_000_000 }),
    ]);
    expect(set.code, set.err).toBe(0);
    expect(JSON.parse((await cli(['wallet-settings', 'DEMO'])).out)).toMatchObject({
      withdrawalMax: 400_000_000,
      approvalThreshold: 7_000_000,
    });
    // The new limit applies at once in this process.
    expect(client.okValue(await client.member(player.token).get('/wps/wallet')).withdrawalMax).toBe(
      400_000_000,
    );
  });
});

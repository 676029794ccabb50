/**
 * The back office's players (issue 21 point 3; decision 0066): operator calls that put together
 * what other features keep of a member, each through its service: the account's profile, search,
 * sessions, sign-in attempts, notes and lock; the wallet's balances and movements; the VIP level.
 * Every role reads; notes, lock and unlock are STAFF_ROLE_WRITES of support (notes also finance).
 * Limits and exclusions are player protection's own operator read.
 */
import { currencyDecimals, DEFAULT_LANGUAGE, localizedIn, playersOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { AccountService } from '../account/service';
import type { SystemService } from '../system/service';
import type { VipService } from '../vip/service';
import type { WalletService, WithdrawalStatusesOf } from '../wallet/service';

const schemaOf = (summary: string) => ({ tags: ['operator'], security: [{ operatorKey: [] }], summary });

export const playersOperatorFeature: FastifyPluginAsyncTypebox<{
  system: SystemService;
  accounts: AccountService;
  wallet: WalletService;
  vip: Pick<VipService, 'levelNamesOf'>;
  /** The withdrawals feature's: a withdrawal hold's movement shows its withdrawal's status. */
  withdrawalStatusesOf: WithdrawalStatusesOf;
}> = async (app, { system, accounts, wallet, vip, withdrawalStatusesOf }) => {
  const routes = playersOperatorRoutes;

  /** The merchant's config and the member the route names (404 for either unknown). */
  const memberOf = async (params: { merchantCode: string; username: string }) => {
    const { config } = await system.getMerchant(params.merchantCode);
    return { config, member: await accounts.operatorMemberOf(config, params.username) };
  };

  app.get(
    routes.members.url,
    {
      schema: {
        ...schemaOf(
          "Search the merchant's members (and trial accounts) by a username's beginning, a mobile number or an id; paged",
        ),
        params: routes.members.params,
        querystring: routes.members.querystring,
        response: { 200: routes.members.response },
      },
    },
    async (request) => {
      const { config } = await system.getMerchant(request.params.merchantCode);
      return ok(await accounts.searchMembers(config, request.query));
    },
  );

  app.get(
    routes.member.url,
    {
      schema: {
        ...schemaOf("A member's profile, balances and VIP level"),
        params: routes.member.params,
        response: { 200: routes.member.response },
      },
    },
    async (request) => {
      const { config, member } = await memberOf(request.params);
      const walletMember = {
        merchantCode: member.merchantCode,
        currency: config.currency,
        memberId: member.id,
      };
      const [profile, balances, vipLevelNames] = await Promise.all([
        accounts.memberProfile(member),
        wallet.balancesOf(walletMember),
        vip.levelNamesOf(config, { merchantCode: member.merchantCode, memberId: member.id }),
      ]);
      return ok({
        ...profile,
        balance: { currency: config.currency, decimals: currencyDecimals(config.currency), ...balances },
        vipLevel: vipLevelNames && localizedIn(vipLevelNames, DEFAULT_LANGUAGE),
        vipLevelNames,
      });
    },
  );

  app.get(
    routes.ledger.url,
    {
      schema: {
        ...schemaOf("A member's wallet movements, newest first, by type and time; paged"),
        params: routes.ledger.params,
        querystring: routes.ledger.querystring,
        response: { 200: routes.ledger.response },
      },
    },
    async (request) => {
      const { config, member } = await memberOf(request.params);
      const page = await wallet.memberRecords(
        { merchantCode: member.merchantCode, currency: config.currency, memberId: member.id },
        request.query,
        withdrawalStatusesOf,
      );
      return ok({ list: page.list, total: page.total, pageNo: page.pageNum, pageSize: page.pageSize });
    },
  );

  app.get(
    routes.sessions.url,
    {
      schema: {
        ...schemaOf("A member's sessions (when, from which address, how), newest first; paged"),
        params: routes.sessions.params,
        querystring: routes.sessions.querystring,
        response: { 200: routes.sessions.response },
      },
    },
    async (request) => {
      const { member } = await memberOf(request.params);
      return ok(await accounts.memberSessions(member.id, request.query));
    },
  );

  app.get(
    routes.loginAttempts.url,
    {
      schema: {
        ...schemaOf("A member's sign-in attempts and their outcome, newest first; paged"),
        params: routes.loginAttempts.params,
        querystring: routes.loginAttempts.querystring,
        response: { 200: routes.loginAttempts.response },
      },
    },
    async (request) => {
      const { member } = await memberOf(request.params);
      return ok(await accounts.memberLoginAttempts(member.id, request.query));
    },
  );

  app.get(
    routes.notes.url,
    {
      schema: {
        ...schemaOf('Staff notes on a member, newest first; paged'),
        params: routes.notes.params,
        querystring: routes.notes.querystring,
        response: { 200: routes.notes.response },
      },
    },
    async (request) => {
      const { member } = await memberOf(request.params);
      return ok(await accounts.memberNotes(member.id, request.query));
    },
  );

  app.post(
    routes.addNote.url,
    {
      schema: {
        ...schemaOf('Add a staff note (plain text) on a member; audited'),
        params: routes.addNote.params,
        body: routes.addNote.body,
        response: { 200: routes.addNote.response },
      },
    },
    async (request) => {
      const { config, member } = await memberOf(request.params);
      return ok(await accounts.addMemberNote(config, member, request.body.body, operatorActionOf(request)));
    },
  );

  for (const [route, status] of [
    [routes.lock, 'disabled'],
    [routes.unlock, 'active'],
  ] as const) {
    app.post(
      route.url,
      {
        schema: {
          ...schemaOf(
            status === 'disabled'
              ? 'Lock a member: no sign-in, and every session of theirs ends; audited with the reason'
              : 'Unlock a member: they may sign in again; audited with the reason',
          ),
          params: route.params,
          body: route.body,
          response: { 200: route.response },
        },
      },
      async (request) => {
        const { config, member } = await memberOf(request.params);
        return ok(
          await accounts.setMemberStatus(
            config,
            member,
            status,
            request.body.reason,
            operatorActionOf(request),
          ),
        );
      },
    );
  }
};

/**
 * The member's player-protection calls (/m/member/responsibleGaming; contract
 * player-protection.ts): a real account's session only — a trial account is refused with
 * NOT_REAL_ACCOUNT, as the other money calls refuse it.
 */
import { playerProtectionRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import type { PlayerProtectionService } from './service';

const tags = ['player-protection'];

export const playerProtectionFeature: FastifyPluginAsyncTypebox<{
  playerProtection: PlayerProtectionService;
}> = async (app, { playerProtection }) => {
  const { settings, setLimit, realityCheck, setRealityCheck, timeOut, selfExclusion, history } =
    playerProtectionRoutes;

  app.get(
    settings.url,
    {
      preHandler: app.requireRealAccount,
      schema: {
        tags,
        summary:
          "The member's deposit, loss and session-time limits (in force, a loosening waiting out its cooling-off, what each window holds) and the reality-check interval",
        response: { 200: settings.response },
      },
    },
    async (request) => ok(await playerProtection.settings(request.merchant.config, sessionOf(request))),
  );

  app.post(
    setLimit.url,
    {
      preHandler: app.requireRealAccount,
      schema: {
        tags,
        summary:
          'Set or remove one limit: a lower value applies at once, a higher one or a removal after 24 hours; answers the settings',
        body: setLimit.body,
        response: { 200: setLimit.response },
      },
    },
    async (request) =>
      ok(await playerProtection.setLimit(request.merchant.config, sessionOf(request), request.body)),
  );

  app.get(
    realityCheck.url,
    {
      preHandler: app.requireRealAccount,
      schema: {
        tags,
        summary: "This session's start, the server's time, and its stakes, wins and net result",
        response: { 200: realityCheck.response },
      },
    },
    async (request) => ok(await playerProtection.realityCheck(request.merchant.config, sessionOf(request))),
  );

  app.post(
    setRealityCheck.url,
    {
      preHandler: app.requireRealAccount,
      schema: {
        tags,
        summary: 'The minutes between reality checks (null: off); answers the settings',
        body: setRealityCheck.body,
        response: { 200: setRealityCheck.response },
      },
    },
    async (request) =>
      ok(
        await playerProtection.setRealityCheck(
          request.merchant.config,
          sessionOf(request),
          request.body.minutes,
        ),
      ),
  );

  app.post(
    timeOut.url,
    {
      preHandler: app.requireRealAccount,
      schema: {
        tags,
        summary:
          'A time-out of 1 to 42 days: every session ends now; login, deposits and play are refused until it ends',
        body: timeOut.body,
        response: { 200: timeOut.response },
      },
    },
    async (request) => ok(await playerProtection.timeOut(sessionOf(request), request.body.days)),
  );

  app.post(
    selfExclusion.url,
    {
      preHandler: app.requireRealAccount,
      schema: {
        tags,
        summary:
          'A self-exclusion of 6 to 60 months: every session ends now; login, deposits and play are refused until it ends',
        body: selfExclusion.body,
        response: { 200: selfExclusion.response },
      },
    },
    async (request) => ok(await playerProtection.selfExclusion(sessionOf(request), request.body.months)),
  );

  app.get(
    history.url,
    {
      preHandler: app.requireRealAccount,
      schema: {
        tags,
        summary: "The member's player-protection changes, newest first, paged",
        querystring: history.querystring,
        response: { 200: history.response },
      },
    },
    async (request) => ok(await playerProtection.history(sessionOf(request), request.query)),
  );
};

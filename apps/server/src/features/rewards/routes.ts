/**
 * The reward centre's calls (/m/rewardCenter and the home badge): real members only — a trial
 * account is refused with FREE_REJECT (the site shows it the register prompt).
 */
import { IDEMPOTENCY_KEY_HEADER, rewardsRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import type { RewardsService } from './service';

const tags = ['rewards'];

export const rewardsFeature: FastifyPluginAsyncTypebox<{ rewards: RewardsService }> = async (
  app,
  { rewards },
) => {
  const { rewards: list, claim, unclaimedCount, claims } = rewardsRoutes;

  app.get(
    list.url,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        summary: "The member's rewards in the request's language, each with its state and amount",
        response: { 200: list.response },
      },
    },
    async (request) =>
      ok({ list: await rewards.rewards(request.merchant.config, sessionOf(request), request.language) }),
  );

  app.post(
    claim.url,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        summary:
          'Claim a reward: one bonus movement per period; the same Idempotency-Key again answers the claim',
        params: claim.params,
        headers: claim.headers,
        response: { 200: claim.response },
      },
    },
    async (request) =>
      ok(
        await rewards.claim(
          request.merchant.config,
          sessionOf(request),
          request.params.rewardId,
          request.headers[IDEMPOTENCY_KEY_HEADER],
          request.language,
        ),
      ),
  );

  app.get(
    unclaimedCount.url,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        summary: 'How many rewards the member can claim now (the home badge)',
        response: { 200: unclaimedCount.response },
      },
    },
    async (request) =>
      ok({ count: await rewards.unclaimedCount(request.merchant.config, sessionOf(request)) }),
  );

  app.get(
    claims.url,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        summary: "The member's claims, newest first, with their wagering progress and what is outstanding",
        querystring: claims.querystring,
        response: { 200: claims.response },
      },
    },
    async (request) =>
      ok(await rewards.claims(request.merchant.config, sessionOf(request), request.query, request.language)),
  );
};

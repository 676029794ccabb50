/**
 * Invite friends' calls (/m/inviteFriends): real members only — a trial account is refused with
 * FREE_REJECT (the site shows it the register prompt), an agent with REFERRAL_AGENT, everyone with
 * REFERRAL_UNAVAILABLE while the programme is off.
 */
import { IDEMPOTENCY_KEY_HEADER, referralsRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import type { ReferralsService } from './service';

const tags = ['referrals'];

export const referralsFeature: FastifyPluginAsyncTypebox<{ referrals: ReferralsService }> = async (
  app,
  { referrals },
) => {
  const { overview, claimFriend, claimOwn } = referralsRoutes;

  app.get(
    overview.url,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        summary:
          "The member's invite code, the REFERRAL rules in the request's language, the friends they invited with each one's progress, what they earned and who invited them",
        response: { 200: overview.response },
      },
    },
    async (request) =>
      ok(await referrals.overview(request.merchant.config, sessionOf(request), request.language)),
  );

  app.post(
    claimFriend.url,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        summary:
          "Claim the referrer's bonus for a qualified friend: one bonus movement; the same Idempotency-Key again answers the claim",
        params: claimFriend.params,
        headers: claimFriend.headers,
        response: { 200: claimFriend.response },
      },
    },
    async (request) =>
      ok(
        await referrals.claimFriend(
          request.merchant.config,
          sessionOf(request),
          request.params.friendId,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        ),
      ),
  );

  app.post(
    claimOwn.url,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        summary:
          "Claim the invited member's own bonus once they qualified: one bonus movement; the same Idempotency-Key again answers the claim",
        headers: claimOwn.headers,
        response: { 200: claimOwn.response },
      },
    },
    async (request) =>
      ok(
        await referrals.claimOwn(
          request.merchant.config,
          sessionOf(request),
          request.headers[IDEMPOTENCY_KEY_HEADER],
        ),
      ),
  );
};

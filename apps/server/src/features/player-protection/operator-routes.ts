/**
 * Operator calls of player protection (Operator-Key): a member's settings, block and history —
 * each read recorded in operator_audit (target 'player-protection:<username>') — and a time-out or
 * self-exclusion placed for the member, audited ('player-protection:<username>:block'). Nothing
 * shortens or lifts a block: a new one may only end later than the one in force.
 */
import { ErrorCode, playerProtectionOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { AccountService } from '../account/service';
import type { SystemService } from '../system/service';
import type { PlayerProtectionService } from './service';

const schemaOf = (summary: string) => ({ tags: ['operator'], security: [{ operatorKey: [] }], summary });

export const playerProtectionOperatorFeature: FastifyPluginAsyncTypebox<{
  system: SystemService;
  accounts: AccountService;
  playerProtection: PlayerProtectionService;
}> = async (app, { system, accounts, playerProtection }) => {
  const { member, block } = playerProtectionOperatorRoutes;

  /** The merchant's config and the member the route names (404 for either unknown). */
  const memberOf = async (params: { merchantCode: string; username: string }) => {
    const { config } = await system.getMerchant(params.merchantCode);
    const memberId = await accounts.memberIdOf(config.merchantCode, params.username);
    if (memberId === null) {
      throw new ApiError(ErrorCode.NOT_FOUND, `No member ${params.username} in ${config.merchantCode}`);
    }
    const username = (await accounts.usernamesOf([memberId])).get(memberId) ?? params.username;
    return { config, member: { merchantCode: config.merchantCode, memberId, username } };
  };

  app.get(
    member.url,
    {
      schema: {
        ...schemaOf(
          "A member's limits, reality check, block in force and latest changes (the read is audited)",
        ),
        params: member.params,
        response: { 200: member.response },
      },
    },
    async (request) => {
      const found = await memberOf(request.params);
      return ok(await playerProtection.operatorView(found.config, found.member, operatorActionOf(request)));
    },
  );

  app.post(
    block.url,
    {
      schema: {
        ...schemaOf(
          'Place a time-out or self-exclusion for the member (ends their sessions; refused when it would end before one in force); audited',
        ),
        params: block.params,
        body: block.body,
        response: { 200: block.response },
      },
    },
    async (request) => {
      const found = await memberOf(request.params);
      return ok(await playerProtection.operatorBlock(found.member, request.body, operatorActionOf(request)));
    },
  );
};

/**
 * The audit view (issue 21 point 8; STAFF_PATHS.audit): the operator_audit trail of every merchant
 * and of the platform (AUDIT_PLATFORM_MERCHANT), in the operator scope, so every staff role (and
 * the Operator-Key) may read it.
 */
import { staffRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import type { StaffService } from './service';

export const staffOperatorFeature: FastifyPluginAsyncTypebox<{ staff: Pick<StaffService, 'audit'> }> = async (
  app,
  { staff },
) => {
  const { audit } = staffRoutes;

  app.get(
    audit.url,
    {
      schema: {
        tags: ['operator'],
        security: [{ operatorKey: [] }],
        summary:
          'The operator audit trail, newest first: merchant (exact; * the platform), actor and target (a part, any case), from/to (Unix ms)',
        querystring: audit.querystring,
        response: { 200: audit.response },
      },
    },
    async (request) => ok(await staff.audit(request.query)),
  );
};

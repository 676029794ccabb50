/**
 * Social sign-in routes. start and callback are browser navigations, so they answer redirects:
 * success lands on /m/login?oauth=<code>, a failure on /m/login?oauthError=<errorCode>.
 */
import { accountRoutes, ErrorCode, OAUTH_RETURN_PATH } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import { signInClientOf } from '../../lib/user-agent';
import { authLimits } from '../../plugins/auth-limits';
import { ApiError, ok } from '../../plugins/errors';
import type { OAuthService } from './service';

const tags = ['oauth'];
const DEFAULT_RETURN_TO = '/m/home';

const callbackUrlOf = (request: FastifyRequest, provider: string) =>
  `${request.protocol}://${request.host}${accountRoutes.oauthCallback.url.replace(':provider', provider)}`;

const loginPageWith = (name: 'oauth' | 'oauthError', value: string) =>
  `${OAUTH_RETURN_PATH}?${new URLSearchParams({ [name]: value })}`;

export const oauthFeature: FastifyPluginAsyncTypebox<{ config: ServerConfig; oauth: OAuthService }> = async (
  app,
  { config, oauth },
) => {
  app.get(
    accountRoutes.oauthStart.url,
    {
      preHandler: authLimits(app, config, 'oauth'),
      schema: {
        tags,
        summary: "302 to the provider's sign-in page",
        params: accountRoutes.oauthStart.params,
        querystring: accountRoutes.oauthStart.querystring,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const url = await oauth.start(
        request.merchant,
        provider,
        callbackUrlOf(request, provider),
        request.query.returnTo ?? DEFAULT_RETURN_TO,
      );
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    accountRoutes.oauthCallback.url,
    {
      preHandler: authLimits(app, config, 'oauth'),
      schema: {
        tags,
        summary: 'The provider returns here; 302 to /m/login?oauth=<one-time code>',
        params: accountRoutes.oauthCallback.params,
        querystring: accountRoutes.oauthCallback.querystring,
      },
    },
    async (request, reply) => {
      const current = new URL(request.url, callbackUrlOf(request, request.params.provider));
      try {
        const code = await oauth.callback(request.merchant, request.params.provider, current);
        return reply.redirect(loginPageWith('oauth', code), 302);
      } catch (error) {
        request.log.warn({ err: error }, 'social sign-in failed');
        const errorCode = error instanceof ApiError ? error.errorCode : ErrorCode.OAUTH_FAILED;
        return reply.redirect(loginPageWith('oauthError', errorCode), 302);
      }
    },
  );

  app.post(
    accountRoutes.oauthExchange.url,
    {
      preHandler: authLimits(app, config, 'oauth'),
      schema: {
        tags,
        summary: 'Turn the one-time code into a session (the login value)',
        body: accountRoutes.oauthExchange.body,
        response: { 200: accountRoutes.oauthExchange.response },
      },
    },
    async (request) => ok(await oauth.exchange(request.merchant, request.body.code, signInClientOf(request))),
  );
};

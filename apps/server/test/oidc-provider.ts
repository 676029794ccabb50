/**
 * A real OpenID Connect provider (panva's oidc-provider) on a free loopback port, for the social
 * sign-in tests here and in the e2e suite. It needs no browser: every sign-in is answered at once
 * as the account set with setAccount (login and consent given automatically).
 *
 *   const provider = await startOidcProvider({ redirectUris: ['http://127.0.0.1:18200/wps/oauth/google/callback'] });
 *   PATCH /wps/operator/merchants/DEMO/config with provider.configPatch('google')
 *   ... the browser follows /wps/oauth/google/start and lands on /m/login?oauth=<code>
 *   await provider.close();
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-ins are. */
  setAccount(account: OidcAccount): void;
  /** The site-config patch that makes a merchant trust this provider as `provider`. */
  configPatch(provider: 'google' | 'facebook'): Record<string, unknown>;
  close(): Promise<void>;
}

export const startOidcProvider = async ({
  redirectUris,
  account = { sub: 'user-1', email: 'user1@example.com', email_verified: true, name: 'User One' },
  clientId = 'wps-local-client',
  clientSecret = 'wps-local-secret-0123456789',
}: {
  redirectUris: string[];
  account?: OidcAccount;
  clientId?: string;
  clientSecret?: string;
}): Promise<LocalOidcProvider> => {
  let current = account;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A signing key of its own, instead of the package's development keys (and their warning).
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...signingKey, kid: 'local-signing-key', use: 'sig', alg: 'RS256' }] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ ...current, sub }),
    }),
  });

  /** Logs the current account in and consents to what the client asked for. */
  const finishInteraction = async (request: IncomingMessage, response: ServerResponse) => {
    const details = await provider.interactionDetails(request, response);
    const grant = new provider.Grant({ accountId: current.sub, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: current.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  const handle = provider.callback();
  server.on('request', (request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      finishInteraction(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    handle(request, response);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    setAccount(account) {
      current = account;
    },
    configPatch: (name) => ({
      whitelabel: { [name === 'google' ? 'GOOGLELOGIN3' : 'FACEBOOKLOGIN3']: true },
      account: { oauth: { [name]: { issuer, clientId, clientSecret } } },
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * Follows the provider's redirects from the authorization URL, keeping its cookies, until it sends
 * the browser back to `redirectPrefix`; answers that URL. What a browser does, without one.
 */
export const followToRedirectUri = async (authorizationUrl: string, redirectPrefix: string): Promise<URL> => {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(redirectPrefix)) return new URL(url);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(
        `the provider answered ${response.status} without a redirect: ${await response.text()}`,
      );
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
};

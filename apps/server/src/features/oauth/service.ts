/**
 * Social sign-in (spec §1, §2 Login; docs/decisions/0009): the OpenID Connect authorization-code
 * flow with PKCE through openid-client. State, nonce and PKCE verifier wait in the shared cache for
 * 10 minutes; the callback finds the member linked to (issuer, subject), or links the member with
 * the provider's verified e-mail, or creates one (type 0), then hands the site a one-time code
 * (60 s) that POST /wps/oauth/exchange turns into a session.
 */
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  ErrorCode,
  type OAuthExchangeValue,
  type OAuthProvider,
  type OAuthProviderSettings,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Static } from 'typebox';
import type { Database } from '../../db/database';
import { accountSettingsOf } from '../../lib/site-config';
import type { SignInClient } from '../../lib/user-agent';
import { ApiError } from '../../plugins/errors';
import type { ResolvedMerchant } from '../../plugins/merchant';
import type { SharedCache } from '../../plugins/shared-state';
import type { AccountService } from '../account/service';
import { memberIdentities } from './tables';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;
export const OAUTH_CODE_TTL_MS = 60_000;
const SWITCH_OF = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' } as const;

interface PendingSignIn {
  merchantCode: string;
  provider: OAuthProvider;
  verifier: string;
  nonce: string;
  returnTo: string;
  redirectUri: string;
  expiresAt: number;
}

interface SignedIn {
  merchantCode: string;
  memberId: number;
  returnTo: string;
  expiresAt: number;
}

type SignInClaims = client.IDToken & Partial<client.UserInfoResponse>;

const failed = (detail?: string) =>
  new ApiError(ErrorCode.OAUTH_FAILED, detail ?? ACCOUNT_MESSAGES.OAUTH_FAILED);

export const createOAuthService = ({
  db,
  cache,
  accounts,
  now,
}: {
  db: Database;
  cache: SharedCache;
  accounts: AccountService;
  now: () => number;
}) => {
  /** Discovered provider configurations, by merchant, provider and settings. */
  const configurations = new Map<string, Promise<client.Configuration>>();

  const settingsOf = (merchant: ResolvedMerchant, provider: OAuthProvider) => {
    const settings = accountSettingsOf(merchant.config).oauth[provider];
    if (!merchant.config.whitelabel[SWITCH_OF[provider]] || !settings) {
      throw new ApiError(ErrorCode.FEATURE_DISABLED, ACCOUNT_MESSAGES.FEATURE_DISABLED);
    }
    return settings;
  };

  const configurationOf = (settings: Static<typeof OAuthProviderSettings>) => {
    const key = JSON.stringify(settings);
    let configuration = configurations.get(key);
    if (!configuration) {
      // Plain http only for an http issuer (a local provider); a real one is https.
      const insecure = settings.issuer.startsWith('http:');
      configuration = client.discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      configurations.set(key, configuration);
      // A failed discovery is tried again next time.
      configuration.catch(() => configurations.delete(key));
    }
    return configuration;
  };

  /** The member of (issuer, subject): linked before, or by verified e-mail, or created now. */
  const memberOf = async (merchantCode: string, issuer: string, claims: SignInClaims) => {
    const [linked] = await db
      .select()
      .from(memberIdentities)
      .where(
        and(
          eq(memberIdentities.merchantCode, merchantCode),
          eq(memberIdentities.issuer, issuer),
          eq(memberIdentities.subject, claims.sub),
        ),
      );
    const email = typeof claims.email === 'string' ? claims.email : null;
    const member = await accounts.memberForExternalIdentity(merchantCode, {
      linkedMemberId: linked?.memberId ?? null,
      verifiedEmail: email && claims.email_verified === true ? email : null,
      nickname: typeof claims.name === 'string' ? claims.name.slice(0, 64) : '',
    });
    await db
      .insert(memberIdentities)
      .values({
        merchantCode,
        issuer,
        subject: claims.sub,
        memberId: member.id,
        email,
        createdAt: new Date(now()),
      })
      .onConflictDoNothing();
    return member;
  };

  return {
    /** The provider's authorization URL to redirect the browser to. */
    async start(merchant: ResolvedMerchant, provider: OAuthProvider, redirectUri: string, returnTo: string) {
      const settings = settingsOf(merchant, provider);
      const configuration = await configurationOf(settings).catch(() => {
        throw failed('The sign-in provider cannot be reached');
      });
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const pending: PendingSignIn = {
        merchantCode: merchant.config.merchantCode,
        provider,
        verifier,
        nonce,
        returnTo,
        redirectUri,
        expiresAt: now() + OAUTH_STATE_TTL_MS,
      };
      await cache.put(`oauth-state:${state}`, pending, OAUTH_STATE_TTL_MS);
      return client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },

    /** Completes the flow; answers the one-time code for POST /wps/oauth/exchange. */
    async callback(merchant: ResolvedMerchant, provider: OAuthProvider, currentUrl: URL): Promise<string> {
      const state = currentUrl.searchParams.get('state');
      const pending = state ? await cache.take<PendingSignIn>(`oauth-state:${state}`) : null;
      if (
        !pending ||
        pending.expiresAt <= now() ||
        pending.provider !== provider ||
        pending.merchantCode !== merchant.config.merchantCode
      ) {
        throw failed('The sign-in expired or did not start here');
      }
      const settings = settingsOf(merchant, provider);
      const configuration = await configurationOf(settings);
      // The callback URL as the provider saw it, whatever proxy is in front of us.
      const callbackUrl = new URL(pending.redirectUri);
      callbackUrl.search = currentUrl.search;
      const tokens = await client
        .authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: pending.verifier,
          expectedState: state as string,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        })
        .catch(() => {
          throw failed();
        });
      const idToken = tokens.claims();
      if (!idToken) throw failed();
      // Providers that keep e-mail and name out of the ID token give them at the userinfo endpoint.
      const claims: SignInClaims =
        idToken.email === undefined
          ? {
              ...(await client
                .fetchUserInfo(configuration, tokens.access_token, idToken.sub)
                .catch(() => ({}))),
              ...idToken,
            }
          : idToken;
      const member = await memberOf(
        merchant.config.merchantCode,
        configuration.serverMetadata().issuer,
        claims,
      );
      if (member.status !== 'active') throw failed(ACCOUNT_MESSAGES.LOGIN_FAILED);
      const code = randomBytes(24).toString('base64url');
      const signedIn: SignedIn = {
        merchantCode: merchant.config.merchantCode,
        memberId: member.id,
        returnTo: pending.returnTo,
        expiresAt: now() + OAUTH_CODE_TTL_MS,
      };
      await cache.put(`oauth-code:${code}`, signedIn, OAUTH_CODE_TTL_MS);
      return code;
    },

    async exchange(
      merchant: ResolvedMerchant,
      code: string,
      client: SignInClient,
    ): Promise<OAuthExchangeValue> {
      const signedIn = await cache.take<SignedIn>(`oauth-code:${code}`);
      if (
        !signedIn ||
        signedIn.expiresAt <= now() ||
        signedIn.merchantCode !== merchant.config.merchantCode
      ) {
        throw failed('The sign-in code is unknown, used or expired');
      }
      const session = await accounts.externalSignIn(merchant, signedIn.memberId, 'oauth', client);
      if (!session) throw failed(ACCOUNT_MESSAGES.LOGIN_FAILED);
      return { session, returnTo: signedIn.returnTo };
    },
  };
};

export type OAuthService = ReturnType<typeof createOAuthService>;

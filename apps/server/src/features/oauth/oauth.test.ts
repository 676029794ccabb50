/** Social sign-in end to end against a real OpenID provider on a loopback port (spec §2 Login). */
import { ErrorCode } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig, createAccountClient } from '../../../test/account-client';
import { followToRedirectUri, type LocalOidcProvider, startOidcProvider } from '../../../test/oidc-provider';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { passwordHasher } from '../../lib/password-hasher';
import { createAccountRepository } from '../account/repository';

const SITE = 'http://localhost';
const CALLBACK = `${SITE}/wps/oauth/google/callback`;

describe('social sign-in (OpenID Connect)', () => {
  let t: TestApp;
  let provider: LocalOidcProvider;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig());
    provider = await startOidcProvider({ redirectUris: [CALLBACK] });
  });
  afterAll(async () => {
    await provider?.close();
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

  const enableGoogle = async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/wps/operator/merchants/DEMO/config',
      headers: operatorHeaders,
      payload: provider.configPatch('google'),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** start → provider (auto login and consent) → callback → /m/login?oauth=<code>: the code to exchange. */
  const signInCode = async () => {
    const start = await get('/wps/oauth/google/start?returnTo=/m/member/home');
    expect(start.statusCode, start.body).toBe(302);
    const authorization = new URL(start.headers.location as string);
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    const back = await followToRedirectUri(authorization.href, CALLBACK);
    const callback = await get(`${back.pathname}${back.search}`);
    expect(callback.statusCode).toBe(302);
    const landing = new URL(callback.headers.location as string, SITE);
    expect(landing.pathname).toBe('/m/login');
    const code = landing.searchParams.get('oauth');
    expect(code, callback.headers.location as string).toBeTruthy();
    return code;
  };
  const exchangeOf = (code: string | null) =>
    t.app.inject({ method: 'POST', url: '/wps/oauth/exchange', payload: { code } });

  /** The whole sign-in, to the exchange's session. */
  const signIn = async () => {
    const code = await signInCode();
    const exchange = await exchangeOf(code);
    expect(exchange.statusCode, exchange.body).toBe(200);
    return { ...exchange.json().value, code };
  };

  it('is refused while the switch is off', async () => {
    const response = await get('/wps/oauth/google/start');
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe(ErrorCode.FEATURE_DISABLED);
  });

  it('masks the client secret in the public site config', async () => {
    await enableGoogle();
    const config = (await get('/wps/system/config')).json().value;
    expect(config.account.oauth.google).toEqual({
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: '********',
    });
    expect(JSON.stringify(config)).not.toContain(provider.clientSecret);
  });

  it('creates a member on first sign-in, and finds the same one next time', async () => {
    provider.setAccount({
      sub: 'google-sub-1',
      email: 'new.player@example.com',
      email_verified: true,
      name: 'New Player',
    });
    const first = await signIn();
    expect(first.returnTo).toBe('/m/member/home');
    expect(first.session).toMatchObject({ type: 0, merchantCode: 'DEMO', firstTimeLogin: false });
    const client = createAccountClient(t);
    const info = await client.request('GET', '/wps/member/info', undefined, { token: first.session.token });
    expect(info.json().value).toMatchObject({
      account: first.session.userName,
      nickname: 'New Player',
      type: 0,
    });

    const second = await signIn();
    expect(second.session.userName).toBe(first.session.userName);
    expect(second.session.token).not.toBe(first.session.token);

    // The one-time code is used up.
    const reused = await t.app.inject({
      method: 'POST',
      url: '/wps/oauth/exchange',
      payload: { code: second.code },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errorCode).toBe(ErrorCode.OAUTH_FAILED);
  });

  it('links an existing member by verified e-mail, never by an unverified one', async () => {
    const repository = createAccountRepository(t.app.db);
    await repository.insertMember({
      merchantCode: 'DEMO',
      username: 'mailuser1',
      email: 'Mail.User@example.com',
      passwordHash: await passwordHasher.hash('Secret123'),
    });
    provider.setAccount({
      sub: 'google-sub-unverified',
      email: 'mail.user@example.com',
      email_verified: false,
    });
    expect((await signIn()).session.userName).not.toBe('mailuser1');
    provider.setAccount({ sub: 'google-sub-2', email: 'mail.user@example.com', email_verified: true });
    expect((await signIn()).session.userName).toBe('mailuser1');
  });

  it('sends a callback it did not start back to the login page with an error', async () => {
    const response = await get('/wps/oauth/google/callback?code=forged&state=forged');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/m/login?oauthError=${ErrorCode.OAUTH_FAILED}`);
  });

  // Last: the provider keeps this account signed in.
  it('refuses the sign-in of a member in a time-out with PLAYER_BLOCKED (decision 0059)', async () => {
    provider.setAccount({
      sub: 'google-sub-2',
      email: 'paused@example.com',
      email_verified: true,
      name: 'Paused',
    });
    const { session } = await signIn();
    const client = createAccountClient(t);
    const timeOut = await client.request(
      'POST',
      '/wps/player-protection/time-out',
      { days: 2 },
      { token: session.token },
    );
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    const refused = await exchangeOf(await signInCode());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: ErrorCode.PLAYER_BLOCKED,
      value: { reason: 'timeOut', until: timeOut.json().value.until },
    });
  });
});

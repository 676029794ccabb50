/** Encrypted bodies, the captcha and the slider check (DESIGN §4, §8; spec §2 Login, §5). */
import { API_CALLS, ENCRYPTION_ALGORITHM, ErrorCode, encryptBody, generateBodyKeyPair } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountClient,
  accountTestConfig,
  createAccountClient,
  FIXED_CAPTCHA,
  FIXED_SLIDER_X,
} from '../../../test/account-client';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { createMemoryCache } from '../../plugins/shared-state';
import { createCaptchas } from './captcha';
import { createBuiltInSlider, FIXED_ANSWER_Y } from './slider';

const PNG_DATA_URL = /^data:image\/png;base64,iVBORw0KGgo/;
const LOGIN = '/wps/session/login';

describe('encrypted bodies', () => {
  let t: TestApp;
  let client: AccountClient;
  beforeAll(async () => {
    t = await createTestApp(accountTestConfig());
    client = createAccountClient(t);
  });
  afterAll(() => t?.close());

  const demo = { username: 'demo', password: 'Demo1234' };

  it('publishes the X25519 key', async () => {
    const key = await client.securityKey();
    expect(key).toEqual({
      keyId: expect.any(String),
      publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      algorithm: ENCRYPTION_ALGORITHM,
    });
  });

  it('refuses a plaintext body', async () => {
    const response = await client.request('POST', LOGIN, demo);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: ErrorCode.ENCRYPTION_REQUIRED,
      message: expect.stringContaining('/wps/security/key'),
    });
  });

  it('refuses a plaintext body on every call whose contract descriptor says encrypted, and only there', async () => {
    for (const call of API_CALLS.filter((call) => call.method !== 'GET')) {
      const response = await client.request(call.method, call.url.replace(/:(\w+)/g, 'x'), { data: 1 });
      const refused = response.json().errorCode === ErrorCode.ENCRYPTION_REQUIRED;
      expect(refused, `${call.method} ${call.url}`).toBe(call.encrypted === true);
    }
  });

  it('refuses a replay of the same encrypted body', async () => {
    const sealed = await client.seal('POST', LOGIN, demo);
    expect((await client.sendSealed('POST', LOGIN, sealed)).statusCode).toBe(200);
    const replay = await client.sendSealed('POST', LOGIN, sealed);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().errorCode).toBe(ErrorCode.REPLAYED_REQUEST);
  });

  it('refuses a timestamp more than 5 minutes off, either way', async () => {
    for (const at of [Date.now() - 6 * 60_000, Date.now() + 6 * 60_000]) {
      const response = await client.sendSealed('POST', LOGIN, await client.seal('POST', LOGIN, demo, at));
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe(ErrorCode.ENCRYPTION_EXPIRED);
    }
  });

  it('refuses a body encrypted for another key, another path, or altered', async () => {
    const { keyId } = await client.securityKey();
    const stranger = generateBodyKeyPair();
    const wrongKey = encryptBody(stranger.publicKey, keyId, 'POST', LOGIN, demo);
    expect((await client.sendSealed('POST', LOGIN, wrongKey)).json().errorCode).toBe(
      ErrorCode.ENCRYPTION_INVALID,
    );

    const otherPath = await client.seal('POST', '/wps/member/password/v2', demo);
    expect((await client.sendSealed('POST', LOGIN, otherPath)).json().errorCode).toBe(
      ErrorCode.ENCRYPTION_INVALID,
    );

    const sealed = await client.seal('POST', LOGIN, demo);
    const flipped = `${sealed.body.data.slice(0, -2)}${sealed.body.data.endsWith('AA') ? 'BA' : 'AA'}`;
    const altered = await client.sendSealed('POST', LOGIN, {
      header: sealed.header,
      body: { data: flipped },
    });
    expect(altered.json().errorCode).toBe(ErrorCode.ENCRYPTION_INVALID);

    const unknownKey = encryptBody(stranger.publicKey, 'nokey1', 'POST', LOGIN, demo);
    expect((await client.sendSealed('POST', LOGIN, unknownKey)).json().message).toMatch(
      /Unknown encryption key/,
    );
    expect((await client.sendSealed('POST', LOGIN, { ...sealed, header: 'v1.garbage' })).json().message).toBe(
      'Malformed Encryption header',
    );
  });

  it('validates the decrypted JSON against the route schema', async () => {
    const response = await client.login({ username: 'demo', password: 'Demo1234', extra: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: ErrorCode.VALIDATION_FAILED,
      value: { fields: { extra: 'is not allowed' } },
    });
  });

  it('keeps the previous key valid after a rotation', async () => {
    const before = await client.securityKey();
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/security/key/rotate',
      headers: operatorHeaders,
    });
    expect(rotated.statusCode).toBe(200);
    const current = (await client.request('GET', '/wps/security/key')).json().value;
    expect(current.keyId).not.toBe(before.keyId);
    expect(current).toEqual(rotated.json().value);
    // The client still holds the old key: its request works.
    expect((await client.login(demo)).statusCode).toBe(200);
    const withNew = encryptBody(current.publicKey, current.keyId, 'POST', LOGIN, demo);
    expect((await client.sendSealed('POST', LOGIN, withNew)).statusCode).toBe(200);
  });
});

describe('captcha', () => {
  let time = Date.now();
  const cache = createMemoryCache();
  const fixed = createCaptchas({ cache, fixedText: FIXED_CAPTCHA, now: () => time });

  it('draws characters as a PNG, and the answer has no other part that tells a kind', async () => {
    const random = createCaptchas({ cache, fixedText: null, now: () => time });
    for (let i = 0; i < 12; i++) {
      const captcha = await random.issue('DEMO');
      expect(Object.keys(captcha).sort()).toEqual(['captchaId', 'image']);
      expect(captcha.image).toMatch(PNG_DATA_URL);
    }
  });

  it('is single use, right or wrong, and case-insensitive', async () => {
    const first = await fixed.issue('DEMO');
    expect(await fixed.check('DEMO', first.captchaId, FIXED_CAPTCHA.toLowerCase())).toBe(true);
    expect(await fixed.check('DEMO', first.captchaId, FIXED_CAPTCHA)).toBe(false);
    const second = await fixed.issue('DEMO');
    expect(await fixed.check('DEMO', second.captchaId, 'nope')).toBe(false);
    expect(await fixed.check('DEMO', second.captchaId, FIXED_CAPTCHA)).toBe(false);
  });

  it('belongs to its merchant and expires after 2 minutes', async () => {
    const other = await fixed.issue('DEMO');
    expect(await fixed.check('DEMO2', other.captchaId, FIXED_CAPTCHA)).toBe(false);
    const late = await fixed.issue('DEMO');
    time += 2 * 60_000 + 1;
    expect(await fixed.check('DEMO', late.captchaId, FIXED_CAPTCHA)).toBe(false);
  });

  it('is served by GET /wps/captcha', async () => {
    const t = await createTestApp(accountTestConfig());
    try {
      const response = await t.app.inject({ method: 'GET', url: '/wps/captcha' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json().value).toEqual({
        captchaId: expect.any(String),
        image: expect.stringMatching(PNG_DATA_URL),
      });
    } finally {
      await t.close();
    }
  });
});

describe('slider check', () => {
  let time = Date.now();
  const slider = createBuiltInSlider({ cache: createMemoryCache(), fixedX: FIXED_SLIDER_X, now: () => time });

  const at = (dx: number, dy: number) => [FIXED_SLIDER_X + dx, FIXED_ANSWER_Y + dy] as const;

  it('draws a 300 × 200 background and a piece, and passes within 5 px in any direction', async () => {
    const challenge = await slider.issue('DEMO');
    expect(challenge).toEqual({
      challengeId: expect.any(String),
      width: 300,
      height: 200,
      pieceSize: 40,
      background: expect.stringMatching(PNG_DATA_URL),
      piece: expect.stringMatching(PNG_DATA_URL),
    });
    const ticket = await slider.verify('DEMO', challenge.challengeId, ...at(3, -4));
    expect(ticket).toEqual(expect.any(String));
    expect(await slider.consumeTicket('DEMO', ticket as string)).toBe(true);
    expect(await slider.consumeTicket('DEMO', ticket as string)).toBe(false);
  });

  it('fails beyond 5 px, the right x at the wrong height too, and a challenge has one try', async () => {
    const misses: (readonly [number, number])[] = [
      [4, 4],
      [0, 6],
      [0, -40],
    ];
    for (const [dx, dy] of misses) {
      expect(await slider.verify('DEMO', (await slider.issue('DEMO')).challengeId, ...at(dx, dy))).toBeNull();
    }
    const challenge = await slider.issue('DEMO');
    expect(await slider.verify('DEMO', challenge.challengeId, ...at(6, 0))).toBeNull();
    expect(await slider.verify('DEMO', challenge.challengeId, ...at(0, 0))).toBeNull();
  });

  it('expires a challenge after 2 minutes and a ticket after 5', async () => {
    const challenge = await slider.issue('DEMO');
    time += 2 * 60_000 + 1;
    expect(await slider.verify('DEMO', challenge.challengeId, ...at(0, 0))).toBeNull();
    const ticket = await slider.verify('DEMO', (await slider.issue('DEMO')).challengeId, ...at(0, 0));
    time += 5 * 60_000 + 1;
    expect(await slider.consumeTicket('DEMO', ticket as string)).toBe(false);
  });

  it('is served by GET and checked by POST /wps/verification/slider', async () => {
    const t = await createTestApp(accountTestConfig());
    try {
      const challenge = (await t.app.inject({ method: 'GET', url: '/wps/verification/slider' })).json().value;
      const verify = (x: number, y: number) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/verification/slider',
          payload: { challengeId: challenge.challengeId, x, y },
        });
      expect((await verify(FIXED_SLIDER_X, FIXED_ANSWER_Y)).json().value.ticket).toEqual(expect.any(String));
      const missed = await verify(FIXED_SLIDER_X, FIXED_ANSWER_Y);
      expect(missed.statusCode).toBe(400);
      expect(missed.json().errorCode).toBe(ErrorCode.HUMAN_CHECK_FAILED);
    } finally {
      await t.close();
    }
  });
});

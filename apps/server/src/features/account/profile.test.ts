import { ErrorCode, HEAD_ICON_MAX_BYTES, type SessionValue } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountClient, accountTestConfig, createAccountClient } from '../../../test/account-client';
import { operatorCli } from '../../../test/operator-cli';
import { jpegOf, pngOf } from '../../../test/pictures';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { operatorAudit } from '../../db/tables';
import { readPicture } from '../../lib/picture';
import { HEAD_ICON_BOUNDS } from './profile';

const SVG_WITH_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

describe('member profile', () => {
  let t: TestApp;
  let client: AccountClient;
  let member: SessionValue;
  let other: SessionValue;
  let trialToken: string;

  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string, payload?: unknown) =>
    client.request(method, url, payload, { token });
  const patchProfile = (token: string, body: unknown) => call('PATCH', '/wps/member/profile', token, body);
  const setHeadIcon = (token: string, body: unknown) => call('POST', '/wps/member/headIcon', token, body);
  const upload = (token: string, bytes: Buffer) => setHeadIcon(token, { image: bytes.toString('base64') });
  const info = async (token: string) => (await call('GET', '/wps/member/info', token)).json().value;

  const registered = async (username: string) => {
    const response = await client.register({
      username,
      password: 'Secret-1234',
      confirmPassword: 'Secret-1234',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as SessionValue;
  };

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig());
    client = createAccountClient(t);
    member = await registered('profile01');
    other = await registered('profile02');
    trialToken = (await client.request('POST', '/wps/session/trial')).json().value.token;
  });
  afterAll(() => t?.close());

  describe('nickname, e-mail and payee name', () => {
    it('answers them in member info, empty at first', async () => {
      expect(await info(member.token)).toMatchObject({
        account: 'profile01',
        nickname: '',
        email: '',
        payeeName: '',
        headIconUrl: null,
        clubLabel: { labelName: expect.any(String) },
      });
    });

    it('changes the nickname and the e-mail, trimmed, and answers the new member info', async () => {
      const response = await patchProfile(member.token, {
        nickname: '  Lucky Star ',
        email: 'star@example.com',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().value).toMatchObject({ nickname: 'Lucky Star', email: 'star@example.com' });
      expect(await info(member.token)).toMatchObject({ nickname: 'Lucky Star', email: 'star@example.com' });
    });

    it('refuses a malformed field with its field message and changes nothing', async () => {
      for (const [body, field] of [
        [{ nickname: 'x' }, 'nickname'],
        [{ nickname: '   ' }, 'nickname'],
        [{ email: 'not-an-address' }, 'email'],
        [{ email: `${'a'.repeat(65)}@example.com` }, 'email'],
        [{ payeeName: 'R2-D2 <script>' }, 'payeeName'],
        [{ nickname: 'Fine name', email: 'bad' }, 'email'],
      ] as const) {
        const response = await patchProfile(member.token, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({
          errorCode: ErrorCode.VALIDATION_FAILED,
          value: { fields: { [field]: expect.any(String) } },
        });
      }
      expect(await info(member.token)).toMatchObject({ nickname: 'Lucky Star', email: 'star@example.com' });
    });

    it('refuses hostile input by schema: NUL, too long, unknown fields, nothing at all', async () => {
      for (const body of [
        { nickname: 'a\u0000b' },
        { email: `${'a'.repeat(250)}@x.com` },
        { nickname: 'n'.repeat(65) },
        { nickname: 'Good name', vipLabel: 'VIP9' },
        {},
      ]) {
        const response = await patchProfile(member.token, body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      }
    });

    it("refuses another member's e-mail address, whatever its case", async () => {
      const response = await patchProfile(other.token, { email: 'STAR@example.com' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        errorCode: ErrorCode.EMAIL_TAKEN,
        value: { fields: { email: expect.any(String) } },
      });
      // One's own address again is no conflict.
      expect((await patchProfile(member.token, { email: 'Star@example.com' })).statusCode).toBe(200);
    });

    it('sets the payee name once; another one afterwards is refused, the same one is no change', async () => {
      const first = await patchProfile(member.token, { payeeName: 'Nguyễn Văn An' });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().value.payeeName).toBe('Nguyễn Văn An');
      expect((await patchProfile(member.token, { payeeName: 'Nguyễn Văn An' })).statusCode).toBe(200);
      const again = await patchProfile(member.token, { payeeName: 'Someone Else', nickname: 'New Nick' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        errorCode: ErrorCode.PAYEE_NAME_SET,
        value: { fields: { payeeName: expect.any(String) } },
      });
      expect(await info(member.token)).toMatchObject({ payeeName: 'Nguyễn Văn An', nickname: 'Lucky Star' });
    });

    it('lets one of two simultaneous first payee names win', async () => {
      const answers = await Promise.all(
        ['First Name', 'Second Name'].map((payeeName) => patchProfile(other.token, { payeeName })),
      );
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    });
  });

  describe('head icon', () => {
    it('stores a PNG and serves it as a plain image with strict headers', async () => {
      const png = pngOf(64, 48);
      const response = await upload(member.token, png);
      expect(response.statusCode, response.body).toBe(200);
      const { headIconUrl } = response.json().value;
      expect(headIconUrl).toMatch(/^\/wps\/member\/headIcon\/[A-Za-z0-9_-]{22}$/);
      expect((await info(member.token)).headIconUrl).toBe(headIconUrl);
      expect((await call('GET', '/wps/member/headIcon', member.token)).json().value).toEqual({ headIconUrl });

      // An <img> sends no Merchant header and no token.
      const image = await t.app.inject({ method: 'GET', url: headIconUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['content-security-policy']).toContain("default-src 'none'");
      expect(image.headers['content-security-policy']).toContain('sandbox');
      expect(image.headers['cache-control']).toContain('max-age');
      expect(image.rawPayload.equals(png)).toBe(true);
    });

    it('stores a JPEG; a new upload gets a new address and the old one is gone', async () => {
      const before = (await info(member.token)).headIconUrl as string;
      const response = await upload(member.token, jpegOf(300, 200));
      expect(response.statusCode, response.body).toBe(200);
      const { headIconUrl } = response.json().value;
      expect(headIconUrl).not.toBe(before);
      expect((await t.app.inject({ method: 'GET', url: headIconUrl })).headers['content-type']).toBe(
        'image/jpeg',
      );
      expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
    });

    it('picks a preset avatar, drawn as SVG without script', async () => {
      const response = await setHeadIcon(member.token, { preset: 3 });
      expect(response.statusCode, response.body).toBe(200);
      const { headIconUrl } = response.json().value;
      expect(headIconUrl).toMatch(/^\/wps\/art\/avatars\/3\.svg\?v=\d+$/);
      const svg = await t.app.inject({ method: 'GET', url: headIconUrl });
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.headers['x-content-type-options']).toBe('nosniff');
      expect(svg.body).toMatch(/^<svg /);
      expect(svg.body).not.toMatch(/<script|on\w+=|href/i);
      expect((await info(member.token)).headIconUrl).toBe(headIconUrl);
    });

    it('refuses what is not a whole PNG or JPEG within the bounds, and stores nothing', async () => {
      const before = (await info(member.token)).headIconUrl;
      const png = pngOf(32, 32);
      const hostile: [string, Buffer][] = [
        ['svg with script', Buffer.from(SVG_WITH_SCRIPT)],
        ['gif', Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1')],
        ['truncated png', png.subarray(0, png.length - 10)],
        ['png with a tail', Buffer.concat([png, Buffer.from('<script>')])],
        [
          'png with a damaged chunk',
          Buffer.concat([png.subarray(0, 40), Buffer.from([(png[40] as number) ^ 1]), png.subarray(41)]),
        ],
        ['png too wide', pngOf(1025, 10)],
        ['png of zero height', pngOf(10, 0)],
        ['jpeg too tall', jpegOf(100, 2000)],
        ['truncated jpeg', jpegOf(100, 100).subarray(0, 12)],
        ['png signature only', png.subarray(0, 8)],
        ['html', Buffer.from('<html><script>alert(1)</script></html>')],
      ];
      for (const [name, bytes] of hostile) {
        const response = await upload(member.token, bytes);
        expect(response.statusCode, name).toBe(400);
        expect(response.json(), name).toMatchObject({ errorCode: ErrorCode.HEAD_ICON_INVALID });
      }
      expect((await info(member.token)).headIconUrl).toBe(before);
    });

    it('refuses a picture above 512 KB, a body that is not base64, and two choices at once', async () => {
      const big = Buffer.concat([pngOf(10, 10), Buffer.alloc(HEAD_ICON_MAX_BYTES)]);
      expect((await upload(member.token, big)).statusCode).toBe(400);
      expect(readPicture(big, HEAD_ICON_BOUNDS)).toBeNull();
      for (const body of [
        { image: 'not base64!' },
        { image: pngOf(2, 2).toString('base64'), preset: 1 },
        { preset: 0 },
        { preset: 99 },
        {},
      ]) {
        expect((await setHeadIcon(member.token, body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(
          400,
        );
      }
    });

    it('answers 404 for an unknown icon and 400 for a malformed id or preset', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/wps/member/headIcon/AAAAAAAAAAAAAAAAAAAAAA' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: '/wps/member/headIcon/..%2F..%2Fetc' })).statusCode,
      ).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/wps/art/avatars/9.svg' })).statusCode).toBe(400);
    });
  });

  describe('the operator', () => {
    const operatorPayeeName = (username: string, payeeName: unknown, merchant = 'DEMO') =>
      t.app.inject({
        method: 'PATCH',
        url: `/wps/operator/merchants/${merchant}/members/${username}/payee-name`,
        headers: { ...operatorHeaders, 'operator-actor': 'support:lan' },
        payload: { payeeName },
      });

    it("changes a member's payee name after it was set, audited; the member still cannot", async () => {
      const response = await operatorPayeeName('PROFILE01', ' Tran Thi Binh ');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().value).toEqual({
        username: 'profile01',
        payeeName: 'Tran Thi Binh',
        previous: 'Nguyễn Văn An',
      });
      expect((await info(member.token)).payeeName).toBe('Tran Thi Binh');
      const [audit] = await t.app.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.target, 'member:profile01:payeeName'));
      expect(audit).toMatchObject({
        merchantCode: 'DEMO',
        actor: 'support:lan',
        before: { payeeName: 'Nguyễn Văn An' },
        after: { payeeName: 'Tran Thi Binh' },
      });
      expect((await patchProfile(member.token, { payeeName: 'Someone Else' })).statusCode).toBe(409);
    });

    it('refuses a malformed name, an unknown member or merchant, and a call without the key', async () => {
      expect((await operatorPayeeName('profile01', 'x')).statusCode).toBe(400);
      expect((await operatorPayeeName('profile01', 'a\u0000b')).statusCode).toBe(400);
      expect((await operatorPayeeName('nobody99', 'Real Name')).statusCode).toBe(404);
      expect((await operatorPayeeName('profile01', 'Real Name', 'NOPE')).statusCode).toBe(404);
      const keyless = await t.app.inject({
        method: 'PATCH',
        url: '/wps/operator/merchants/DEMO/members/profile01/payee-name',
        payload: { payeeName: 'Real Name' },
      });
      expect(keyless.statusCode).toBe(401);
      expect((await info(member.token)).payeeName).toBe('Tran Thi Binh');
    });

    it('has a CLI command that goes through the operator API', async () => {
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const cli = (args: string[]) => operatorCli(url, args);
      const named = await cli(['payee-name', 'DEMO', 'profile02', 'Le Van Cuong']);
      expect(named.code, named.err).toBe(0);
      expect(JSON.parse(named.out)).toMatchObject({ username: 'profile02', payeeName: 'Le Van Cuong' });
      expect((await info(other.token)).payeeName).toBe('Le Van Cuong');
      const misused = await cli(['payee-name', 'DEMO', 'profile02']);
      expect(misused.code).toBe(2);
      expect(misused.err).toContain('payee-name <merchant> <username> <name>');
    });
  });

  describe('who may', () => {
    it('refuses a trial account every change with free_reject, and a visitor with 401', async () => {
      for (const response of [
        await patchProfile(trialToken, { nickname: 'Guest Name' }),
        await setHeadIcon(trialToken, { preset: 1 }),
        await upload(trialToken, pngOf(8, 8)),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().errorCode).toBe(ErrorCode.FREE_REJECT);
      }
      for (const response of [
        await client.request('PATCH', '/wps/member/profile', { nickname: 'Visitor' }),
        await client.request('POST', '/wps/member/headIcon', { preset: 1 }),
        await client.request('GET', '/wps/member/headIcon'),
      ]) {
        expect(response.statusCode).toBe(401);
      }
    });
  });
});

import {
  ErrorCode,
  FEEDBACK_HOURLY_LIMIT,
  FEEDBACK_UPLOAD_MAX_BYTES,
  type FeedbackList,
  type OperatorFeedback,
  type SessionValue,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountClient, accountTestConfig, createAccountClient } from '../../../test/account-client';
import { operatorCli } from '../../../test/operator-cli';
import { jpegOf, pngOf, pngOfSize } from '../../../test/pictures';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { operatorAudit } from '../../db/tables';
import { feedback, feedbackPictures } from './tables';

const b64 = (bytes: Buffer) => bytes.toString('base64');

const CONTENT = 'My deposit of 500,000 VND has not arrived after an hour.';

describe('feedback', () => {
  let t: TestApp;
  let client: AccountClient;
  let url: string;
  let member: SessionValue;
  let other: SessionValue;

  const registered = async (username: string) => {
    const response = await client.register({
      username,
      password: 'Secret-1234',
      confirmPassword: 'Secret-1234',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as SessionValue;
  };
  const send = async (token: string | undefined, body: Record<string, unknown>, { captcha = true } = {}) =>
    client.request(
      'POST',
      '/wps/feedback',
      { type: 1, content: CONTENT, ...(captcha ? await client.captcha() : {}), ...body },
      token ? { token } : {},
    );
  const mine = async (token: string, query = '') => {
    const response = await client.request('GET', `/wps/feedback${query}`, undefined, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as FeedbackList;
  };
  const storedCount = async (memberId?: number) =>
    (await t.app.db.select().from(feedback)).filter(
      (row) => memberId === undefined || row.memberId === memberId,
    ).length;
  const operator = (method: 'GET' | 'POST', path: string, payload?: object, merchant = 'DEMO') =>
    t.app.inject({
      method,
      url: `/wps/operator/merchants/${merchant}/feedback${path}`,
      headers: { ...operatorHeaders, 'operator-actor': 'support:mai' },
      ...(payload ? { payload } : {}),
    });
  const expectError = (
    response: { statusCode: number; body: string; json(): unknown },
    status: number,
    errorCode: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, errorCode });
    return response.json() as {
      message: string;
      value?: { fields?: Record<string, string>; retryAfterSeconds?: number };
    };
  };

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig());
    client = createAccountClient(t);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    member = await registered('feedback01');
    other = await registered('feedback02');
  });
  afterAll(() => t?.close());

  it('takes feedback from a trial account too (spec §6 refuses it only the inbox, chat and deposits)', async () => {
    const trial = (await client.request('POST', '/wps/session/trial')).json().value as { token: string };
    const response = await send(trial.token, {
      type: 0,
      content: 'Trial play is fun, add more fishing games please.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await mine(trial.token)).list).toHaveLength(1);
  });

  it('needs a session', async () => {
    expectError(await send(undefined, {}), 401, ErrorCode.UNAUTHORIZED);
    expectError(await client.request('GET', '/wps/feedback'), 401, ErrorCode.UNAUTHORIZED);
    expectError(await send('not-a-token', {}), 401, ErrorCode.UNAUTHORIZED);
  });

  it("stores feedback with its pictures and answers 'Sent successfully'; the member lists it", async () => {
    const png = pngOf(64, 48);
    const jpeg = jpegOf(1200, 900);
    const response = await send(member.token, {
      type: 2,
      content: `  ${CONTENT}  `,
      pictures: [b64(png), b64(jpeg)],
      remark: 'Receipt attached',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({
      feedbackId: expect.stringMatching(/^\d+$/),
      message: 'Sent successfully',
    });
    const { list, pageNum, totalPages } = await mine(member.token);
    expect([pageNum, totalPages]).toEqual([1, 1]);
    expect(list).toEqual([
      {
        feedbackId: response.json().value.feedbackId,
        type: 2,
        content: CONTENT,
        remark: 'Receipt attached',
        pictures: [
          {
            url: expect.stringMatching(/^\/wps\/feedback\/pictures\/[A-Za-z0-9_-]{22}$/),
            width: 64,
            height: 48,
          },
          {
            url: expect.stringMatching(/^\/wps\/feedback\/pictures\/[A-Za-z0-9_-]{22}$/),
            width: 1200,
            height: 900,
          },
        ],
        status: 'open',
        reply: null,
        repliedAt: null,
        createdAt: expect.any(String),
      },
    ]);
    // The pictures come back byte for byte, as nothing but pictures, privately cached.
    const [first, second] = list[0]?.pictures ?? [];
    const image = await t.app.inject({ method: 'GET', url: first?.url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toMatch(/sandbox/);
    expect(image.headers['cache-control']).toMatch(/^private/);
    expect(image.rawPayload.equals(png)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: second?.url ?? '' })).headers['content-type']).toBe(
      'image/jpeg',
    );
    // The sender is the session's member.
    const [row] = await t.app.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, Number(response.json().value.feedbackId)));
    expect(row).toMatchObject({ sender: 'feedback01', merchantCode: 'DEMO', type: 2 });
  });

  it('refuses content outside 20 to 200 characters, at the bounds, and stores nothing', async () => {
    const writer = await registered('feedback04');
    const before = await storedCount();
    for (const length of [19, 201]) {
      const refused = expectError(
        await send(other.token, { content: 'x'.repeat(length) }),
        400,
        ErrorCode.VALIDATION_FAILED,
      );
      expect(refused.value?.fields).toEqual({ content: 'Write 20 to 200 characters' });
    }
    // Spaces around do not count; an emoji counts once.
    expectError(
      await send(other.token, { content: `   ${'x'.repeat(19)}   ` }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(await storedCount()).toBe(before);
    expect((await send(writer.token, { content: 'x'.repeat(20) })).statusCode).toBe(200);
    expect((await send(writer.token, { content: '😀'.repeat(200) })).statusCode).toBe(200);
    expect(await storedCount()).toBe(before + 2);
  });

  it('refuses a missing or wrong captcha; a refused captcha is used up', async () => {
    const before = await storedCount();
    const missing = expectError(
      await send(other.token, {}, { captcha: false }),
      400,
      ErrorCode.CAPTCHA_REQUIRED,
    );
    expect(missing.message).toBe('Enter a captcha');
    expectError(await send(other.token, { captcha: '' }), 400, ErrorCode.CAPTCHA_REQUIRED);
    const { captchaId } = await client.captcha();
    expectError(await send(other.token, { captchaId, captcha: 'ZZZZ' }), 400, ErrorCode.CAPTCHA_INVALID);
    expectError(await send(other.token, { captchaId, captcha: 'AB12' }), 400, ErrorCode.CAPTCHA_INVALID);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a 4th picture, one of 5 MB + 1 byte, a fake one and the remark past 140, storing nothing', async () => {
    const before = await storedCount();
    const picturesBefore = (await t.app.db.select({ id: feedbackPictures.pictureId }).from(feedbackPictures))
      .length;
    const small = b64(pngOf(8, 8));
    expectError(
      await send(other.token, { pictures: [small, small, small, small] }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    const fields = async (body: Record<string, unknown>) =>
      expectError(await send(other.token, body), 400, ErrorCode.VALIDATION_FAILED).value?.fields;
    const exactly5Mb = pngOfSize(FEEDBACK_UPLOAD_MAX_BYTES);
    expect(exactly5Mb.length).toBe(FEEDBACK_UPLOAD_MAX_BYTES);
    expect(await fields({ pictures: [small, b64(pngOfSize(FEEDBACK_UPLOAD_MAX_BYTES + 1))] })).toEqual({
      'pictures.1': 'Must be a PNG or JPEG of at most 5 MB and 8192 × 8192 pixels',
    });
    // A ".jpg" that is really text, an SVG with a script, a GIF, a cut-off PNG, a picture too large.
    for (const fake of [
      Buffer.from('this is not a picture, only text in a .jpg file'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1'),
      pngOf(8, 8).subarray(0, 40),
      jpegOf(8193, 10),
    ]) {
      expect(await fields({ pictures: [b64(fake)] })).toHaveProperty('pictures.0');
    }
    expect(await fields({ remark: 'r'.repeat(141) })).toEqual({ remark: 'Write at most 140 characters' });
    expect(await fields({ pictures: ['not base64!'] })).toBeDefined();
    expect(await storedCount()).toBe(before);
    expect((await t.app.db.select({ id: feedbackPictures.pictureId }).from(feedbackPictures)).length).toBe(
      picturesBefore,
    );
    // At the bounds: 3 pictures, one of exactly 5 MB, and a remark of 140.
    const atBounds = await send((await registered('feedback05')).token, {
      pictures: [b64(exactly5Mb), small, small],
      remark: 'r'.repeat(140),
    });
    expect(atBounds.statusCode, atBounds.body.slice(0, 200)).toBe(200);
  });

  it('refuses hostile input with a clear error: script in content or remark, a type not in the spec', async () => {
    const before = await storedCount();
    const fields = async (body: Record<string, unknown>) =>
      expectError(await send(other.token, body), 400, ErrorCode.VALIDATION_FAILED).value?.fields;
    expect(await fields({ content: '<script>alert(1)</script> please help me with my deposit' })).toEqual({
      content: 'Plain text only: no HTML or script',
    });
    expect(
      await fields({ content: 'Look at this <img src=x onerror=alert(1)> it is broken!!' }),
    ).toHaveProperty('content');
    expect(await fields({ remark: '</p><b>bold</b>' })).toEqual({
      remark: 'Plain text only: no HTML or script',
    });
    expect(await fields({ type: 5 })).toHaveProperty('type');
    expect(await fields({ type: '1' })).toHaveProperty('type');
    expect(await fields({ type: 1e20 })).toHaveProperty('type');
    expect(await fields({ sender: 'admin' })).toEqual({ sender: 'is not allowed' });
    for (const content of [`${CONTENT}\u0000`, `${CONTENT}\ud800`]) {
      expect((await send(other.token, { content })).statusCode).toBe(400);
    }
    // Comparisons in words are not markup.
    expect(
      (await send(other.token, { content: 'The bonus < 5% of what was promised, please check' })).statusCode,
    ).toBe(200);
    expect(await storedCount()).toBe(before + 1);
  });

  it('shows the operator’s reply to its member only; pictures only by their id', async () => {
    const sent = await send(member.token, {
      type: 3,
      content: 'The slot game froze during free spins yesterday.',
      pictures: [b64(pngOf(10, 10))],
    });
    const feedbackId = sent.json().value.feedbackId as string;
    // The operator lists the open feedback, reads it with its pictures, replies.
    const open = (await operator('GET', '?status=open')).json().value as { list: OperatorFeedback[] };
    const listed = open.list.find((entry) => entry.feedbackId === feedbackId);
    expect(listed).toMatchObject({ sender: 'feedback01', status: 'open', type: 3 });
    const one = (await operator('GET', `/${feedbackId}`)).json().value as OperatorFeedback;
    expect(one.pictures).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: one.pictures[0]?.url ?? '' })).statusCode).toBe(200);
    const replied = await operator('POST', `/${feedbackId}/reply`, {
      reply: '  The round was settled: see your betting record.  ',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().value).toMatchObject({
      status: 'replied',
      reply: 'The round was settled: see your betting record.',
      repliedBy: 'support:mai',
    });

    const [shown] = (await mine(member.token)).list;
    expect(shown).toMatchObject({
      feedbackId,
      status: 'replied',
      reply: 'The round was settled: see your betting record.',
    });
    expect(shown?.repliedAt).not.toBeNull();
    // The other member sees only their own.
    const theirs = await mine(other.token);
    expect(theirs.list.map((entry) => entry.feedbackId)).not.toContain(feedbackId);
    expect(JSON.stringify(theirs)).not.toMatch(/betting record|froze/);
    // Replied now; the open list no longer has it.
    const stillOpen = (await operator('GET', '?status=open')).json().value as { list: OperatorFeedback[] };
    expect(stillOpen.list.map((entry) => entry.feedbackId)).not.toContain(feedbackId);
    const repliedList = (await operator('GET', '?status=replied')).json().value as {
      list: OperatorFeedback[];
    };
    expect(repliedList.list.map((entry) => entry.feedbackId)).toContain(feedbackId);
    // The reply is audited.
    const audits = await t.app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, `feedback:${feedbackId}`));
    expect(audits).toMatchObject([
      {
        merchantCode: 'DEMO',
        actor: 'support:mai',
        before: { status: 'open', reply: null },
        after: { status: 'replied' },
      },
    ]);
    // Unknown, malformed ids; another merchant; a blank reply; no key.
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/feedback/pictures/AAAAAAAAAAAAAAAAAAAAAA' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/feedback/pictures/..%2F..%2Fetc' })).statusCode,
    ).toBe(400);
    expectError(await operator('GET', `/${feedbackId}`, undefined, 'DEMO2'), 404, ErrorCode.NOT_FOUND);
    expectError(
      await operator('POST', `/${feedbackId}/reply`, { reply: 'x' }, 'DEMO2'),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectError(await operator('GET', '/999999999'), 404, ErrorCode.NOT_FOUND);
    expectError(
      await operator('POST', `/${feedbackId}/reply`, { reply: '   ' }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    expectError(await operator('GET', '', undefined, 'NOBODY'), 404, ErrorCode.MERCHANT_UNKNOWN);
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/operator/merchants/DEMO/feedback' })).statusCode,
    ).toBe(401);
  });

  it(`lets a member send ${FEEDBACK_HOURLY_LIMIT} an hour, then says when to try again`, async () => {
    const busy = await registered('feedback03');
    for (let sent = 0; sent < FEEDBACK_HOURLY_LIMIT; sent++) {
      expect((await send(busy.token, {})).statusCode).toBe(200);
    }
    const limited = expectError(await send(busy.token, {}), 429, ErrorCode.RATE_LIMITED);
    expect(limited.message).toBe(`At most ${FEEDBACK_HOURLY_LIMIT} feedback an hour; please try again later`);
    expect(limited.value?.retryAfterSeconds).toBeGreaterThan(3000);
    expect(limited.value?.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect((await mine(busy.token)).list).toHaveLength(FEEDBACK_HOURLY_LIMIT);
    // Another member is not limited by it.
    expect((await send(other.token, {})).statusCode).toBe(200);
  });

  it('pages the member’s own list, newest first', async () => {
    const reader = await registered('feedback06');
    for (const type of [0, 4, 6]) expect((await send(reader.token, { type })).statusCode).toBe(200);
    const first = await mine(reader.token, '?pageNo=1&pageSize=2');
    const second = await mine(reader.token, '?pageNo=2&pageSize=2');
    expect(first.list).toHaveLength(2);
    expect(first.list.map((entry) => entry.type)).toEqual([6, 4]);
    expect(second.list.map((entry) => entry.type)).toEqual([0]);
    expect(first.totalPages).toBe(2);
    expect(second.pageNum).toBe(2);
    expect(Date.parse(first.list[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(second.list[0]?.createdAt ?? ''),
    );
    expect(
      (await client.request('GET', '/wps/feedback?pageSize=1000', undefined, { token: other.token }))
        .statusCode,
    ).toBe(400);
  });

  describe('CLI', () => {
    const cli = (args: string[]) => operatorCli(url, args);

    it('lists, shows and replies to feedback through the operator API', async () => {
      const sent = await send(other.token, {
        type: 4,
        content: 'Customer service did not answer my chat for an hour.',
      });
      const feedbackId = sent.json().value.feedbackId as string;
      const listed = await cli(['feedback', 'DEMO', 'open']);
      expect(listed.code, listed.err).toBe(0);
      expect(listed.out).toMatch(
        new RegExp(
          `^${feedbackId}\\topen\\t4\\tfeedback02\\t.*\\t0 pictures\\tCustomer service did not answer`,
          'm',
        ),
      );
      expect(listed.out).toMatch(/^page 1 of \d+$/m);
      const shown = await cli(['feedback-show', 'DEMO', feedbackId]);
      expect(shown.code, shown.err).toBe(0);
      expect(JSON.parse(shown.out)).toMatchObject({ feedbackId, sender: 'feedback02' });
      const replied = await cli([
        'feedback-reply',
        'DEMO',
        feedbackId,
        'Sorry: we have added staff in the evening.',
      ]);
      expect(replied.code, replied.err).toBe(0);
      expect((await mine(other.token)).list.find((entry) => entry.feedbackId === feedbackId)?.reply).toBe(
        'Sorry: we have added staff in the evening.',
      );
      expect((await cli(['feedback', 'DEMO', 'closed'])).code).toBe(2);
      expect((await cli(['feedback-reply', 'DEMO', feedbackId])).code).toBe(2);
      expect((await cli(['feedback-show', 'DEMO', '999999999'])).code).toBe(1);
    });
  });
});

/**
 * The content preview's call (decision 0068): a draft's HTML as it would be stored — scripts,
 * handlers, styles, frames and unsafe addresses gone, the formatting the editor writes kept — and
 * the very HTML each content feature stores for the same body, so the console's preview shows what
 * players will see. It changes nothing and audits nothing.
 */
import { CONTENT_PREVIEW_HTML_MAX, CONTENT_PREVIEW_OPERATOR_PATHS, ErrorCode } from '@app/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { operatorAudit } from '../../db/tables';

/** What the console's editor writes, and what a paste from elsewhere may carry. */
const PASTED =
  '<h2 style="color:red">Weekend <strong>bonus</strong></h2><p onclick="steal()">Up to <em>50%</em>' +
  '<script>alert(1)</script></p><ul><li>once</li></ul><ol><li>a day</li></ol>' +
  '<p><a href="https://example.com/terms">terms</a> <a href="javascript:alert(2)">click</a></p>' +
  '<img src="https://cdn.example.com/a.png" alt="a" onerror="alert(3)">' +
  '<style>body{display:none}</style><iframe src="https://evil.example"></iframe><h3>End</h3>';
const STORED =
  '<h2>Weekend <strong>bonus</strong></h2><p>Up to <em>50%</em></p><ul><li>once</li></ul><ol><li>a day</li></ol>' +
  '<p><a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">terms</a> <a>click</a></p>' +
  '<img src="https://cdn.example.com/a.png" alt="a" /><h3>End</h3>';

describe('content preview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const okValue = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as T;
  };
  const operator = (method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...operatorHeaders, 'operator-actor': 'test-operator' },
      ...(payload ? { payload } : {}),
    });
  const preview = (html: string) => operator('POST', CONTENT_PREVIEW_OPERATOR_PATHS.sanitize, { html });

  it('answers the HTML without scripts, handlers, styles, frames or javascript: links, its formatting kept', async () => {
    expect(okValue<{ html: string }>(await preview(PASTED)).html).toBe(STORED);
  });

  it('answers what each content feature stores for the same body', async () => {
    const { html } = okValue<{ html: string }>(await preview(PASTED));
    const merchant = '/wps/operator/merchants/DEMO';
    const announcement = okValue<{ content: string }>(
      await operator('POST', `${merchant}/announcements`, { type: 'PL', title: 'Preview', content: PASTED }),
    );
    const promotion = okValue<{ texts: { EN: { content: string } } }>(
      await operator('POST', `${merchant}/promotions`, {
        category: 'OTHER',
        texts: { EN: { title: 'Preview', summary: '', content: PASTED } },
      }),
    );
    const help = okValue<{ texts: { EN: { content: string } } }>(
      await operator('POST', `${merchant}/help`, { texts: { EN: { title: 'Preview', content: PASTED } } }),
    );
    const message = okValue<{ texts: { EN: { content: string } } }>(
      await operator('POST', `${merchant}/inbox/messages`, {
        all: true,
        texts: { EN: { title: 'Preview', content: PASTED } },
      }),
    );
    expect([
      announcement.content,
      promotion.texts.EN.content,
      help.texts.EN.content,
      message.texts.EN.content,
    ]).toEqual([html, html, html, html]);
  });

  it('stores and audits nothing', async () => {
    const before = await t.app.db.select().from(operatorAudit);
    okValue(await preview('<p>draft</p>'));
    expect(await t.app.db.select().from(operatorAudit)).toHaveLength(before.length);
  });

  it('refuses a body longer than any content may be, and one without html, with a 400', async () => {
    for (const payload of [{ html: 'x'.repeat(CONTENT_PREVIEW_HTML_MAX + 1) }, {}, { html: 1 }]) {
      const response = await operator('POST', CONTENT_PREVIEW_OPERATOR_PATHS.sanitize, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: ErrorCode.VALIDATION_FAILED });
    }
  });

  it('is refused without the Operator-Key or a staff session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: CONTENT_PREVIEW_OPERATOR_PATHS.sanitize,
      payload: { html: '<p>x</p>' },
    });
    expect(response.statusCode).toBe(401);
  });
});

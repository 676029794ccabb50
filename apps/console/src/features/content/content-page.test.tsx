import type { OperatorAnnouncement, OperatorPromotion } from '@app/contract';
import { CONTENT_PREVIEW_OPERATOR_PATHS, STAFF_CSRF_HEADER } from '@app/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, type Reply } from '../../test/fake-api';
import { CSRF_TOKEN, renderConsole, sessionOf } from '../../test/render';

const BASE = '/wps/operator/merchants/DEMO';

const announcement = (changes: Partial<OperatorAnnouncement> = {}): OperatorAnnouncement => ({
  announcementId: '7',
  type: 'PL',
  title: 'Maintenance on Sunday',
  content: '<p>From 02:00</p>',
  language: null,
  groupName: null,
  picture: null,
  action: 'NONE',
  target: '',
  startsAt: '2025-03-01T00:00:00.000Z',
  endsAt: null,
  enabled: true,
  sortOrder: 0,
  live: true,
  readCount: 12,
  createdAt: '2025-03-01T00:00:00.000Z',
  ...changes,
});

const promotion: OperatorPromotion = {
  promotionId: '3',
  category: 'DEPOSIT',
  texts: { EN: { title: 'Deposit bonus', summary: '100%', content: '<p>Rules</p>' } },
  picture: null,
  action: { kind: 'none' },
  startsAt: '2025-03-01T00:00:00.000Z',
  endsAt: null,
  enabled: true,
  sortOrder: 0,
  live: true,
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
};

function contentApi(role: 'content' | 'viewer', routes: Record<string, Reply | Reply[]> = {}) {
  return fakeApi({
    'GET /wps/staff/me': sessionOf(role),
    'GET /wps/operator/merchants': { value: [{ merchantCode: 'DEMO', name: 'Demo' }] },
    [`GET ${BASE}/announcements`]: {
      value: {
        list: [
          announcement(),
          announcement({ announcementId: '8', type: 'B', title: 'Home banner', groupName: 'm_home' }),
        ],
      },
    },
    [`GET ${BASE}/promotions`]: { value: { list: [promotion] } },
    [`POST ${CONTENT_PREVIEW_OPERATOR_PATHS.sanitize}`]: (call) => ({
      value: { html: String((call.body as { html: string }).html).replace(/<script.*?<\/script>/g, '') },
    }),
    ...routes,
  });
}

const rowOf = async (text: string) =>
  within(
    (await screen.findByText(text, { selector: 'td' }, { timeout: 20_000 })).closest('tr') as HTMLElement,
  );

// The page's chunk (antd's table and form, tiptap) takes a while to transform on its first load.
describe('the content page', { timeout: 60_000 }, () => {
  it("lists a merchant's announcements without its banners, and offers a viewer no change", async () => {
    const api = contentApi('viewer');
    renderConsole('/content');

    const row = await rowOf('Maintenance on Sunday');
    expect(row.getByText('Player notice')).toBeTruthy();
    expect(row.getByText('Every language')).toBeTruthy();
    expect(row.queryByText('Edit')).toBeNull();
    expect(screen.queryByText('Home banner')).toBeNull();
    expect(screen.queryByText('New announcement')).toBeNull();
    expect(api.callsTo('GET', `${BASE}/announcements`)[0]?.query.get('type')).toBeNull();
  });

  it('creates an announcement with the editor and the preview frame of the site, the refusal on its field', async () => {
    const api = contentApi('content', {
      [`POST ${BASE}/announcements`]: [
        { status: 400, errorCode: 'VALIDATION_FAILED', value: { fields: { title: 'must not be blank' } } },
        { value: announcement({ announcementId: '9', title: 'Weekend bonus' }) },
      ],
    });
    const user = userEvent.setup();
    renderConsole('/content?tab=notices&merchant=DEMO');

    await user.click(await screen.findByText('New announcement', {}, { timeout: 20_000 }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Title'), 'Weekend bonus');
    // The editor: a labelled text box with its labelled toolbar. (Found by label, not role: a role
    // query computes the style of every ancestor, which antd's style sheets make take seconds.)
    const editor = dialog.getByLabelText('Text', { selector: '[role="textbox"]' });
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    const toolbar = within(dialog.getByLabelText('Formatting of Text', { selector: '[role="toolbar"]' }));
    for (const name of [
      'Bold',
      'Italic',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Picture',
      'Undo',
      'Redo',
    ])
      expect(toolbar.getByLabelText(name, { selector: 'button' })).toBeTruthy();
    // The preview: the site's notice page in a phone-sized frame, the body through the server's sanitizer.
    const frame = dialog.getByTitle('The player site showing this draft');
    expect(frame.getAttribute('src')).toBe('/m/contentPreview/notice');
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['390', '844']);
    await waitFor(() =>
      expect(api.callsTo('POST', CONTENT_PREVIEW_OPERATOR_PATHS.sanitize).length).toBeGreaterThan(0),
    );

    await user.click(dialog.getByText('Save'));
    expect(await dialog.findByText('Not accepted: must not be blank')).toBeTruthy();
    expect(dialog.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    await user.click(dialog.getByText('Save'));
    await waitFor(() => expect(document.querySelector('[role="toolbar"]')).toBeNull());

    const [create] = api.callsTo('POST', `${BASE}/announcements`);
    expect(create?.body).toEqual({
      type: 'PL',
      title: 'Weekend bonus',
      content: '',
      language: null,
      // A new announcement starts now and does not end, unless the schedule says otherwise.
      startsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      endsAt: null,
      enabled: true,
      sortOrder: 0,
    });
    expect(create?.headers[STAFF_CSRF_HEADER]).toBe(CSRF_TOKEN);
  });

  it('hides an announcement after a confirmation', async () => {
    const api = contentApi('content', {
      [`PATCH ${BASE}/announcements/7`]: { value: announcement({ enabled: false, live: false }) },
    });
    const user = userEvent.setup();
    renderConsole('/content?tab=notices&merchant=DEMO');

    await user.click((await rowOf('Maintenance on Sunday')).getByText('Hide'));
    await user.click(await screen.findByText('OK'));
    await waitFor(() => expect(api.callsTo('PATCH', `${BASE}/announcements/7`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `${BASE}/announcements/7`)[0]?.body).toEqual({ enabled: false });
  });

  it("edits a promotion's texts in another language, the server's refusal on that language's field", async () => {
    const api = contentApi('content', {
      [`PATCH ${BASE}/promotions/3`]: {
        status: 400,
        errorCode: 'VALIDATION_FAILED',
        value: { fields: { 'texts.VI.summary': 'must NOT have more than 200 characters' } },
      },
    });
    const user = userEvent.setup();
    renderConsole('/content?tab=promotions&merchant=DEMO');

    await user.click((await rowOf('Deposit bonus')).getByText('Edit'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByLabelText('Add a language'));
    await user.click(await screen.findByTitle('Tiếng Việt'));
    await user.type(await dialog.findByLabelText('Title (Tiếng Việt)'), 'Thưởng nạp');
    await user.click(dialog.getByText('Save'));

    expect(await dialog.findByText('Not accepted: must NOT have more than 200 characters')).toBeTruthy();
    expect(dialog.getByLabelText('Summary (Tiếng Việt)').getAttribute('aria-invalid')).toBe('true');
    const [patch] = api.callsTo('PATCH', `${BASE}/promotions/3`);
    expect(patch?.body).toMatchObject({
      texts: {
        EN: { title: 'Deposit bonus', summary: '100%', content: '<p>Rules</p>' },
        VI: { title: 'Thưởng nạp', summary: '', content: '' },
      },
    });
  });

  it("shows a promotion's schedule, sends it, and puts the server's refusal of its end on it (issue 21)", async () => {
    const api = contentApi('content', {
      [`GET ${BASE}/promotions`]: {
        value: { list: [{ ...promotion, endsAt: '2025-04-01T00:00:00.000Z' }] },
      },
      [`PATCH ${BASE}/promotions/3`]: {
        status: 400,
        errorCode: 'VALIDATION_FAILED',
        value: { fields: { endsAt: 'must be after startsAt' } },
      },
    });
    const user = userEvent.setup();
    renderConsole('/content?tab=promotions&merchant=DEMO');

    const row = await rowOf('Deposit bonus');
    expect(row.getByText(/^until /)).toBeTruthy();
    await user.click(row.getByText('Edit'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Shown from – until')).toBeTruthy();
    await user.click(dialog.getByText('Save'));

    expect(await dialog.findByText('Not accepted: must be after startsAt')).toBeTruthy();
    const [patch] = api.callsTo('PATCH', `${BASE}/promotions/3`);
    expect(patch?.body).toMatchObject({
      startsAt: '2025-03-01T00:00:00.000Z',
      endsAt: '2025-04-01T00:00:00.000Z',
    });
  });
});

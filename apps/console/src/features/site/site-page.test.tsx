import { STAFF_CSRF_HEADER } from '@app/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, type Reply } from '../../test/fake-api';
import { CSRF_TOKEN, renderConsole, sessionOf } from '../../test/render';
import { MERCHANTS, siteSettings } from './site-test-data';

const SETTINGS = '/wps/operator/merchants/DEMO/settings';

function siteApi(role: Parameters<typeof sessionOf>[0], routes: Record<string, Reply | Reply[]> = {}) {
  return fakeApi({
    'GET /wps/staff/me': sessionOf(role),
    'GET /wps/operator/merchants': MERCHANTS,
    [`GET ${SETTINGS}`]: { value: siteSettings() },
    ...routes,
  });
}

/**
 * The section's card, by its heading. Queries go by text and label, not role: a role query asks
 * jsdom for the computed style of every ancestor, which antd's style sheets make take seconds.
 */
const section = async (name: string) =>
  within(
    (await screen.findByText(name, { selector: 'h2' }, { timeout: 20_000 })).closest(
      '.ant-card',
    ) as HTMLElement,
  );

// A heavy page under jsdom on a shared machine: its forms take seconds to fill.
describe('the site page', { timeout: 60_000 }, () => {
  it('turns maintenance on with a message, sending only what changed, and reads the settings again', async () => {
    const api = siteApi('admin', {
      'PATCH /wps/operator/merchants/DEMO/access': {
        value: { ...siteSettings().access, maintenance: true, maintenanceInfo: 'Back at 10:00' },
      },
    });
    const user = userEvent.setup();
    renderConsole('/site?merchant=DEMO');

    const access = await section('Access and maintenance');
    await user.click(access.getByLabelText('Maintenance'));
    await user.click(access.getByLabelText('Maintenance message'));
    await user.paste('Back at 10:00');
    await user.click(access.getByText('Save'));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    const [patch] = api.callsTo('PATCH', '/wps/operator/merchants/DEMO/access');
    expect(patch?.body).toEqual({ maintenance: true, maintenanceInfo: 'Back at 10:00' });
    expect(patch?.headers[STAFF_CSRF_HEADER]).toBe(CSRF_TOKEN);
    await waitFor(() => expect(api.callsTo('GET', SETTINGS)).toHaveLength(2));
    // The admins' full read (secrets and all) is never asked.
    expect(api.callsTo('GET', '/wps/operator/merchants/DEMO')).toHaveLength(0);
    expect(screen.getByText('This merchant’s changes in the audit log').getAttribute('href')).toBe(
      '/audit?merchantCode=DEMO',
    );
  });

  it("shows the server's refusal of a download link under that link's field", async () => {
    const api = siteApi('admin', {
      'PATCH /wps/operator/merchants/DEMO/config': {
        status: 400,
        errorCode: 'VALIDATION_FAILED',
        value: { fields: { 'resources.1.url': 'must be an https:// address' } },
      },
    });
    const user = userEvent.setup();
    renderConsole('/site?merchant=DEMO&section=downloads');

    const downloads = await section('Download links');
    const [, android] = downloads.getAllByLabelText('Address');
    await user.clear(android as HTMLElement);
    await user.click(android as HTMLElement);
    await user.paste('ftp://dl.example/app.apk');
    await user.click(downloads.getByText('Save'));

    expect(await downloads.findByText('Not accepted: must be an https:// address')).toBeTruthy();
    expect(android?.getAttribute('aria-invalid')).toBe('true');
    expect(downloads.getAllByLabelText('Address')[0]?.getAttribute('aria-invalid')).not.toBe('true');
    const [patch] = api.callsTo('PATCH', '/wps/operator/merchants/DEMO/config');
    // An array is sent whole: the server replaces it.
    expect(patch?.body).toEqual({
      resources: [
        { resourceType: 'IOS', url: 'https://dl.example/ios.ipa' },
        { resourceType: 'Android', url: 'ftp://dl.example/app.apk' },
      ],
    });
  });

  it("puts a refusal of one country on the countries' field", async () => {
    const api = siteApi('admin', {
      'PATCH /wps/operator/merchants/DEMO/access': {
        status: 400,
        errorCode: 'VALIDATION_FAILED',
        value: { fields: { 'blockedCountries.1': 'must match pattern "^[A-Z]{2}$"' } },
      },
    });
    const user = userEvent.setup();
    renderConsole('/site?merchant=DEMO');

    const access = await section('Access and maintenance');
    await user.click(access.getByLabelText('Blocked countries'));
    await user.paste('usa');
    await user.keyboard('{Enter}');
    await user.click(access.getByText('Save'));

    const refusal = await access.findByText('Not accepted: must match pattern "^[A-Z]{2}$"');
    expect(refusal.closest('.ant-form-item')?.textContent).toContain('Blocked countries');
    // Typed in lower case, sent as the codes are written.
    expect(api.callsTo('PATCH', '/wps/operator/merchants/DEMO/access')[0]?.body).toEqual({
      blockedCountries: ['US', 'USA'],
    });
  });

  it('never shows a client secret, and sends a new one only when typed', async () => {
    const saved = siteSettings();
    const google = {
      issuer: 'https://accounts.google.com',
      clientId: 'lucky-web-2',
      clientSecret: '********',
    };
    saved.config.account = {
      ...(saved.config.account as NonNullable<typeof saved.config.account>),
      oauth: { google },
    };
    const api = siteApi('admin', {
      [`GET ${SETTINGS}`]: [{ value: siteSettings() }, { value: saved }],
      'PATCH /wps/operator/merchants/DEMO/config': { value: saved.config },
    });
    const user = userEvent.setup();
    renderConsole('/site?merchant=DEMO&section=social');

    const social = await section('Social sign-in');
    const [googleSecret] = social.getAllByLabelText('Client secret');
    expect((googleSecret as HTMLInputElement).value).toBe('');
    expect(document.body.innerHTML).not.toContain('********');
    expect(social.getAllByText(/A secret is set and never shown/)).toHaveLength(1);

    const [googleClient] = social.getAllByLabelText('Client ID');
    await user.clear(googleClient as HTMLElement);
    await user.click(googleClient as HTMLElement);
    await user.paste('lucky-web-2');
    await user.click(social.getByText('Save'));
    await screen.findByText('Saved.');
    await waitFor(() => expect(api.callsTo('GET', SETTINGS)).toHaveLength(2));
    await user.click(social.getAllByLabelText('Client secret')[0] as HTMLElement);
    await user.paste('new-s3cret');
    await user.click(social.getByText('Save'));

    await waitFor(() => expect(api.callsTo('PATCH', '/wps/operator/merchants/DEMO/config')).toHaveLength(2));
    const [clientOnly, secret] = api.callsTo('PATCH', '/wps/operator/merchants/DEMO/config');
    expect(clientOnly?.body).toEqual({ account: { oauth: { google: { clientId: 'lucky-web-2' } } } });
    expect(secret?.body).toEqual({ account: { oauth: { google: { clientSecret: 'new-s3cret' } } } });
    // Once saved, the secret typed leaves the field.
    await waitFor(() =>
      expect((social.getAllByLabelText('Client secret')[0] as HTMLInputElement).value).toBe(''),
    );
  });

  it('sends the registration settings whole, field patterns kept, when one switch changed', async () => {
    const api = siteApi('admin', {
      'PATCH /wps/operator/merchants/DEMO/config': { value: siteSettings().config },
    });
    const user = userEvent.setup();
    renderConsole('/site?merchant=DEMO&section=register');

    const register = await section('Registration');
    await user.click(register.getByLabelText('email: Required'));
    await user.click(register.getByText('Save'));

    await screen.findByText('Saved.');
    expect(api.callsTo('PATCH', '/wps/operator/merchants/DEMO/config')[0]?.body).toEqual({
      register: {
        fields: { email: { enabled: true, required: true, pattern: '^.+@.+$' } },
        captcha: { enabled: true },
        minimumAge: null,
      },
    });
  });

  it('shows a viewer the same settings read-only, with nothing to save', async () => {
    siteApi('viewer');
    renderConsole('/site?merchant=DEMO');

    const access = await section('Access and maintenance');
    expect(screen.getByText(/Only an administrator changes the site settings/)).toBeTruthy();
    expect(access.getByLabelText('Maintenance').hasAttribute('disabled')).toBe(true);
    expect((access.getByLabelText('Maintenance message') as HTMLTextAreaElement).disabled).toBe(true);
    expect(access.queryByText('Save')).toBeNull();
  });
});

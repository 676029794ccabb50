import type { MemberLoginAttempt, MemberSession } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../lib/i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderConsole, sessionOf } from '../../test/render';

const BASE = '/wps/operator/merchants/DEMO/members';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36';

const session = (changes: Partial<MemberSession>): MemberSession => ({
  method: 'password',
  ip: '10.0.0.9',
  userAgent: PHONE,
  device: { browser: 'Chrome 120', os: 'Android 14', type: 'mobile' },
  createdAt: '2025-03-02T08:00:00.000Z',
  lastSeenAt: '2025-03-02T09:00:00.000Z',
  expiresAt: '2025-03-09T08:00:00.000Z',
  revokedAt: null,
  live: true,
  ...changes,
});

const attempt: MemberLoginAttempt = {
  id: 1,
  method: 'password',
  ip: '10.0.0.8',
  userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X)',
  device: { browser: null, os: 'iOS 16.6', type: 'tablet' },
  outcome: 'failure',
  createdAt: '2025-03-02T07:59:00.000Z',
};

const page = (list: unknown[]) => ({ value: { list, total: list.length, pageNo: 1, pageSize: 20 } });

const rowOf = async (text: string) =>
  within(
    (await screen.findByText(text, { selector: 'td, td *' }, { timeout: 20_000 })).closest(
      'tr',
    ) as HTMLElement,
  );

describe("the player page's sessions and devices (issue 21 point 3)", () => {
  beforeAll(() => chooseLanguage('EN'));

  it('shows the device of each session and attempt, the User-Agent in its title', async () => {
    fakeApi({
      'GET /wps/staff/me': sessionOf('viewer'),
      'GET /wps/operator/merchants': { value: [{ merchantCode: 'DEMO', name: 'Demo' }] },
      [`GET ${BASE}/alice`]: {
        value: {
          id: 7,
          username: 'alice',
          nickname: 'Ali',
          type: 0,
          status: 'active',
          mobile: null,
          merchantCode: 'DEMO',
          createdAt: '2025-03-01T08:00:00.000Z',
          lastLoginAt: null,
          email: null,
          referrer: null,
          recommendedBy: null,
          inviteCode: null,
          affiliateCode: null,
          registerMethod: null,
          registerDomain: null,
          balance: { currency: 'VND', decimals: 0, wallet: 0, held: 0 },
          vipLevel: null,
        },
      },
      [`GET ${BASE}/alice/sessions`]: page([
        session({}),
        session({ ip: '10.0.0.7', userAgent: null, device: null, live: false }),
      ]),
      [`GET ${BASE}/alice/login-attempts`]: page([attempt]),
    });
    renderConsole('/players/alice?merchantCode=DEMO&tab=sessions');

    const phone = (await rowOf('10.0.0.9')).getByText('Chrome 120 · Android 14 · Mobile');
    expect(phone.getAttribute('title')).toBe(PHONE);
    expect((await rowOf('10.0.0.7')).getByText('Not recorded')).toBeTruthy();
    const tablet = (await rowOf('10.0.0.8')).getByText('iOS 16.6 · Tablet');
    expect(tablet.getAttribute('title')).toBe(attempt.userAgent);
    expect(screen.getAllByRole('columnheader', { name: 'Device' })).toHaveLength(2);
  });
});

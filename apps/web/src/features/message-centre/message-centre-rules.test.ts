/** The message centre's rules per role and switch (spec §2 Message centre, §6, §9). */
import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../lib/storage';
import { unreadBadgeOf } from '../../ui/unread-badge';
import { affiliateLinkOf, chatTargetOf, messageCentreRowsOf } from './message-centre-rules';

const session = (type: number): SessionInfo => ({
  token: 't',
  userName: 'u',
  type,
  merchantCode: 'DEMO',
  firstTimeLogin: false,
});
const config = (
  overrides: {
    paths?: Record<string, string>;
    CBS3?: boolean;
    customerService?: { csType: string; title: string; path: string }[];
  } = {},
) => ({
  paths: overrides.paths ?? {
    telegram: 'https://t.me/lucky_official',
    affiliateService: 'https://t.me/lucky_affiliate',
  },
  customerService: overrides.customerService ?? [],
  whitelabel: { CBS3: overrides.CBS3 ?? true } as never,
});

describe('message centre rows', () => {
  it('offers every row to a member, in the spec’s order, each leading where it should', () => {
    expect(messageCentreRowsOf(session(0), config())).toEqual([
      {
        id: 'telegram',
        titleKey: 'msgcentre_telegram',
        action: { kind: 'outside', href: 'https://t.me/lucky_official' },
      },
      {
        id: 'announcements',
        titleKey: 'msgcentre_announcements',
        action: { kind: 'navigate', to: '/m/notice' },
      },
      { id: 'inbox', titleKey: 'msgcentre_inbox', action: { kind: 'navigate', to: '/m/webEmail' } },
      { id: 'liveChat', titleKey: 'msgcentre_live_chat', action: { kind: 'launch-chat' } },
      {
        id: 'affiliate',
        titleKey: 'msgcentre_affiliate',
        action: { kind: 'outside', href: 'https://t.me/lucky_affiliate' },
      },
    ]);
  });

  it('sends a visitor to log in for messages and live chat; announcements stay open', () => {
    const rows = messageCentreRowsOf(null, config());
    expect(rows.find((row) => row.id === 'inbox')?.action).toEqual({ kind: 'navigate', to: '/m/login' });
    expect(rows.find((row) => row.id === 'liveChat')?.action).toEqual({ kind: 'navigate', to: '/m/login' });
    expect(rows.find((row) => row.id === 'announcements')?.action).toEqual({
      kind: 'navigate',
      to: '/m/notice',
    });
  });

  it("refuses a trial account's messages and live chat with free_reject", () => {
    const rows = messageCentreRowsOf(session(4), config());
    expect(rows.find((row) => row.id === 'inbox')?.action).toEqual({ kind: 'free-reject' });
    expect(rows.find((row) => row.id === 'liveChat')?.action).toEqual({ kind: 'free-reject' });
  });

  it('shows live chat only with CBS3, and Telegram and affiliate only with a safe link', () => {
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    expect(ids(messageCentreRowsOf(session(0), config({ CBS3: false })))).toEqual([
      'telegram',
      'announcements',
      'inbox',
      'affiliate',
    ]);
    expect(
      ids(messageCentreRowsOf(session(0), config({ paths: { telegram: 'javascript:alert(1)' } }))),
    ).toEqual(['announcements', 'inbox', 'liveChat']);
  });

  it('takes the affiliate link from affiliateService, else the first safe customer-service entry', () => {
    expect(affiliateLinkOf(config())).toBe('https://t.me/lucky_affiliate');
    expect(
      affiliateLinkOf(
        config({
          paths: {},
          customerService: [
            { csType: 'CS', title: 'x', path: 'javascript:alert(1)' },
            { csType: 'whatsapp', title: 'WhatsApp', path: 'https://wa.me/84901234567' },
          ],
        }),
      ),
    ).toBe('https://wa.me/84901234567');
    expect(affiliateLinkOf(undefined)).toBeUndefined();
  });
});

describe('badges and chat targets', () => {
  it('shows 99+ above 99 and nothing for none', () => {
    expect([0, 1, 99, 100, 5000].map(unreadBadgeOf)).toEqual([null, '1', '99', '99+', '99+']);
  });

  it('opens a site path by navigation, an https address outside, anything else nowhere', () => {
    expect(chatTargetOf('/m/liveChat')).toEqual({ kind: 'navigate', to: '/m/liveChat' });
    expect(chatTargetOf('https://chat.example.com/room?x=1')).toEqual({
      kind: 'outside',
      href: 'https://chat.example.com/room?x=1',
    });
    for (const bad of [
      '//evil.example/m/x',
      'javascript:alert(1)',
      'http://chat.example.com',
      '/wps/x',
      '',
    ]) {
      expect(chatTargetOf(bad), bad).toBeNull();
    }
  });
});

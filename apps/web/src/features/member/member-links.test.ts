/** Who sees which member-centre link (spec §2 Footer menu, §4 Template, §6 Roles). */
import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../lib/storage';
import { fundLinksOf, memberCentreTemplate, SECURITY_LINKS, serviceLinksOf } from './member-links';

const session = (type: number): SessionInfo => ({
  token: 't',
  userName: 'p',
  type,
  merchantCode: 'DEMO',
  firstTimeLogin: false,
});

const config = (whitelabel: Record<string, boolean> = {}, vipBenefits = true) =>
  ({ whitelabel, features: { vipBenefits, liveModel: false, appDownload: false } }) as never;

const ids = (links: { id: string }[]) => links.map((link) => link.id);

describe('member centre links', () => {
  it("chooses the template by mem_cen: '1' is new, anything else base", () => {
    const of = (mem_cen: string) => memberCentreTemplate({ templates: { mem_cen } } as never);
    expect(of('1')).toBe('new');
    expect(of('0')).toBe('base');
    expect(of('')).toBe('base');
    expect(memberCentreTemplate(undefined)).toBe('base');
  });

  it('offers the records only with TRANSREC3 and TRANSBETREPMEM3', () => {
    expect(ids(fundLinksOf(session(0), config()))).toEqual(['deposit', 'withdraw']);
    expect(ids(fundLinksOf(session(0), config({ TRANSREC3: true, TRANSBETREPMEM3: true })))).toEqual([
      'deposit',
      'withdraw',
      'accountRecord',
      'bettingRecord',
    ]);
  });

  it('offers invite friends to a non-agent with REFERRAL, agent registration to an agent only', () => {
    const referral = config({ REFERRAL: true });
    expect(ids(serviceLinksOf(session(0), referral, false))).toEqual([
      'rewardCenter',
      'vip',
      'messages',
      'inviteFriends',
      'appDownload',
    ]);
    expect(ids(serviceLinksOf(session(40), referral, false))).toContain('inviteFriends');
    expect(ids(serviceLinksOf(session(0), config(), false))).not.toContain('inviteFriends');
    // An agent (type not 0, 4, 40): agent registration, never invite friends.
    for (const agent of [1, 2, 41]) {
      const links = ids(serviceLinksOf(session(agent), referral, false));
      expect(links, String(agent)).toContain('agentRegister');
      expect(links, String(agent)).not.toContain('inviteFriends');
    }
    expect(
      serviceLinksOf(session(1), referral, false).find((link) => link.id === 'agentRegister')?.action,
    ).toEqual({
      kind: 'navigate',
      to: '/m/agentRegister',
    });
    expect(ids(serviceLinksOf(session(0), referral, false))).not.toContain('agentRegister');
  });

  it("sends VIP to the benefits page when they are on, else says 'contact service'", () => {
    const vip = (on: boolean) =>
      serviceLinksOf(session(0), config({}, on), false).find((link) => link.id === 'vip');
    expect(vip(true)?.action).toEqual({ kind: 'navigate', to: '/m/member/benefits' });
    expect(vip(false)?.action).toEqual({ kind: 'message', messageKey: 'contact_service' });
  });

  it('offers the app download outside the installed app or web app only (spec §6)', () => {
    for (const type of [0, 1, 40]) {
      const outside = serviceLinksOf(session(type), config(), false).find(
        (link) => link.id === 'appDownload',
      );
      expect(outside, String(type)).toEqual({
        id: 'appDownload',
        titleKey: 'download_app',
        action: { kind: 'navigate', to: '/m/app' },
      });
      expect(ids(serviceLinksOf(session(type), config(), true)), String(type)).not.toContain('appDownload');
    }
  });

  it('keeps the payment password and the bank cards on the withdrawal screen; the limits have their page', () => {
    expect(SECURITY_LINKS.map((link) => [link.id, link.action])).toEqual([
      ['changePassword', { kind: 'navigate', to: '/m/changePsw' }],
      ['paymentPassword', { kind: 'navigate', to: '/m/withdraw' }],
      ['bankCards', { kind: 'navigate', to: '/m/withdraw' }],
      ['responsibleGaming', { kind: 'navigate', to: '/m/member/responsibleGaming' }],
    ]);
  });
});

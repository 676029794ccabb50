import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../lib/storage';
import { agentAction, appDownloadAction, memberCentreAction, showsAgentLink, vipAction } from './menu-rules';

const as = (type: number): SessionInfo => ({
  token: 't',
  userName: 'u',
  type,
  merchantCode: 'm',
  firstTimeLogin: false,
});
const to = (path: string) => ({ kind: 'navigate', to: path });

describe('footer and sidebar rules per role (spec §2 Footer menu, §6)', () => {
  it('sends a visitor to login for member centre, agent and VIP', () => {
    expect(memberCentreAction(null)).toEqual(to('/m/login'));
    expect(agentAction(null)).toEqual(to('/m/login'));
    expect(vipAction(null, true)).toEqual(to('/m/login'));
  });

  it('prompts a trial account (type 4) to register instead of the member centre', () => {
    expect(memberCentreAction(as(4))).toEqual({ kind: 'trial-prompt' });
  });

  it('opens the member centre for real and agent accounts', () => {
    for (const type of [0, 1, 2, 40, 41, 42])
      expect(memberCentreAction(as(type)), `type ${type}`).toEqual(to('/m/member/home'));
  });

  it('sends agents (type not 0, 4, 40) to agent registration and the others to invite friends', () => {
    for (const type of [1, 2, 41, 42])
      expect(agentAction(as(type)), `type ${type}`).toEqual(to('/m/agentRegister'));
    for (const type of [0, 4, 40])
      expect(agentAction(as(type)), `type ${type}`).toEqual(to('/m/inviteFriends'));
  });

  it('shows the agent link only to agents', () => {
    expect(showsAgentLink(null)).toBe(false);
    for (const type of [0, 4, 40]) expect(showsAgentLink(as(type))).toBe(false);
    for (const type of [1, 2, 41, 42]) expect(showsAgentLink(as(type))).toBe(true);
  });

  it('opens VIP benefits when enabled, otherwise says to contact service', () => {
    expect(vipAction(as(0), true)).toEqual(to('/m/member/benefits'));
    expect(vipAction(as(0), false)).toEqual({ kind: 'message', messageKey: 'contact_service' });
  });

  it('offers the app download outside the installed app or web app only (spec §6)', () => {
    expect(appDownloadAction(false)).toEqual(to('/m/app'));
    expect(appDownloadAction(true)).toBeNull();
  });
});

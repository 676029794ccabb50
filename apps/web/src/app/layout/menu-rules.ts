/**
 * Who goes where from the footer menu and the sidebar (spec §2 Footer menu, §6 Roles).
 * Pure functions of the session so they are tested per role without rendering.
 */
import { isAgent, isTrial } from '@app/contract/client';
import type { SessionInfo } from '../../lib/storage';

export const LOGIN_PATH = '/m/login';
export const REGISTER_PATH = '/m/register';
/** The agent's pages (issue 16): the application, and for an agent the way on to the agent centre. */
export const AGENT_REGISTER_PATH = '/m/agentRegister';
export const INVITE_FRIENDS_PATH = '/m/inviteFriends';
export const AGENT_CENTRE_PATH = '/m/member/agent';
export const AGENT_COMMISSION_PATH = '/m/member/agent/commission';
/** Player protection's page (issue 19): limits, reality check, time-out and self-exclusion. */
export const RESPONSIBLE_GAMING_PATH = '/m/member/responsibleGaming';
/** The app download page (spec §2 route table). */
export const APP_DOWNLOAD_PATH = '/m/app';

export type MenuAction =
  | { kind: 'navigate'; to: string }
  /** Trial accounts get a prompt offering registration instead of the member centre. */
  | { kind: 'trial-prompt' }
  /** A message toast (translation key), e.g. 'contact service' when VIP benefits are off. */
  | { kind: 'message'; messageKey: string };

/** Member centre: visitor → login; trial → register prompt; every other member → /m/member/home. */
export function memberCentreAction(session: SessionInfo | null): MenuAction {
  if (!session) return { kind: 'navigate', to: LOGIN_PATH };
  if (isTrial(session.type)) return { kind: 'trial-prompt' };
  return { kind: 'navigate', to: '/m/member/home' };
}

/** Agent entry: visitor → login; an agent (type not 0, 4, 40) → agent registration; others → invite friends. */
export function agentAction(session: SessionInfo | null): MenuAction {
  if (!session) return { kind: 'navigate', to: LOGIN_PATH };
  return { kind: 'navigate', to: isAgent(session.type) ? AGENT_REGISTER_PATH : INVITE_FRIENDS_PATH };
}

/** VIP: visitor → login; /m/member/benefits when the site offers VIP benefits, else 'contact service'. */
export function vipAction(session: SessionInfo | null, vipBenefits: boolean): MenuAction {
  if (!session) return { kind: 'navigate', to: LOGIN_PATH };
  if (vipBenefits) return { kind: 'navigate', to: '/m/member/benefits' };
  return { kind: 'message', messageKey: 'contact_service' };
}

/** Spec §6: the agent-registration link shows only for agents (type not 0, 4 or 40). */
export const showsAgentLink = (session: SessionInfo | null): boolean =>
  session !== null && isAgent(session.type);

/**
 * Spec §6: the app-download entry (sidebar, member centre) shows only outside the installed app or
 * web app (spec §2 Home quick-nav: hidden inside it); there it leads to /m/app.
 */
export const appDownloadAction = (installed: boolean): MenuAction | null =>
  installed ? null : { kind: 'navigate', to: APP_DOWNLOAD_PATH };

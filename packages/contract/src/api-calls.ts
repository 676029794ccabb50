/**
 * Every feature's calls (api-call.ts) together, for what asks about a call by its method and url:
 * the server's body-encryption plugin asks isEncryptedCall, so the `encrypted` of a call's
 * descriptor is the only place that says its body is sealed. api-calls.test.ts fails when a
 * feature's calls are missing here.
 */
import { ACCOUNT_CALLS } from './account-rules';
import { AGENT_CENTRE_CALLS } from './agent-centre-rules';
import { AGENT_CONTRACTS_CALLS } from './agent-contracts-rules';
import { AGENTS_CALLS } from './agents-rules';
import { ANNOUNCEMENTS_CALLS } from './announcements-rules';
import type { ApiCall } from './api-call';
import { CHAT_CALLS } from './chat-rules';
import { FEEDBACK_CALLS } from './feedback-rules';
import { GAMES_CALLS } from './games-rules';
import { HELP_CALLS } from './help-rules';
import { HOUSE_GAMES_CALLS } from './house-games-rules';
import { INBOX_CALLS } from './inbox-rules';
import { PAYMENTS_CALLS } from './payments-rules';
import { PLAYER_PROTECTION_CALLS } from './player-protection-rules';
import { PROMOTIONS_CALLS } from './promotions-rules';
import { REFERRALS_CALLS } from './referrals-rules';
import { REWARDS_CALLS } from './rewards-rules';
import { SYSTEM_CALLS } from './system-rules';
import { VENDOR_WALLET_CALLS } from './vendor-wallet-rules';
import { VIP_CALLS } from './vip-rules';
import { WALLET_CALLS } from './wallet-rules';
import { WITHDRAWALS_CALLS } from './withdrawals-rules';

export const API_CALLS: readonly ApiCall[] = [
  ACCOUNT_CALLS,
  AGENT_CENTRE_CALLS,
  AGENT_CONTRACTS_CALLS,
  AGENTS_CALLS,
  ANNOUNCEMENTS_CALLS,
  CHAT_CALLS,
  FEEDBACK_CALLS,
  GAMES_CALLS,
  HELP_CALLS,
  HOUSE_GAMES_CALLS,
  INBOX_CALLS,
  PAYMENTS_CALLS,
  PLAYER_PROTECTION_CALLS,
  REWARDS_CALLS,
  PROMOTIONS_CALLS,
  REFERRALS_CALLS,
  SYSTEM_CALLS,
  VENDOR_WALLET_CALLS,
  VIP_CALLS,
  WALLET_CALLS,
  WITHDRAWALS_CALLS,
].flatMap((calls): ApiCall[] => Object.values(calls));

const callKey = (method: string, url: string) => `${method} ${url}`;
const ENCRYPTED_CALLS = new Set(
  API_CALLS.filter((call) => call.encrypted).map((call) => callKey(call.method, call.url)),
);

/** Whether the call of this method and url (the route's path pattern) takes an encrypted body. */
export const isEncryptedCall = (method: string, url: string): boolean =>
  ENCRYPTED_CALLS.has(callKey(method, url));

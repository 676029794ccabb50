/**
 * The demo agent's downline (issue 16): members of merchant DEMO who registered with the demo
 * agent's affiliate code AG1001 (referrerId = the agent `agent`), and what their wallets did last
 * month and this month — deposits, bets, wins and a bonus, posted through the ledger like any other
 * movement, back-dated into their month — so the agent centre's downline figures and the plan's
 * commission have believable numbers. Each movement's idempotency key names its member and month,
 * so the seed posts it once; a later month's start adds that month's activity.
 *
 * ONLY the downline and its activity are here (the agent centre reads this file too, and makes no
 * downline members of its own). Amounts are VND (no minor digits). Passwords are published like
 * the other demo accounts'.
 *
 * Last month the downline has 4 active members (turnover 8,100,000, wins 6,400,000, bonuses
 * 100,000: net revenue 1,600,000); this month 3 (turnover 1,800,000, wins 1,170,000, net 630,000).
 */
import type { LedgerTransactionKind } from '@app/contract';

/** The agent whose downline this is, and the affiliate code the members registered with. */
export const DEMO_DOWNLINE_AGENT = {
  merchantCode: 'DEMO',
  username: 'agent',
  affiliateCode: 'AG1001',
} as const;

export interface DemoDownlineMember {
  username: string;
  password: string;
  nickname: string;
  /** Days before the start of last month that they joined. */
  joinedDaysBefore: number;
}

export const DEMO_DOWNLINE_MEMBERS: readonly DemoDownlineMember[] = [
  { username: 'minhtran88', password: 'Minh1234', nickname: 'Minh Tran', joinedDaysBefore: 42 },
  { username: 'lannguyen92', password: 'Lan12345', nickname: 'Lan Nguyen', joinedDaysBefore: 35 },
  { username: 'huypham', password: 'Huy12345', nickname: 'Huy Pham', joinedDaysBefore: 21 },
  { username: 'thaole21', password: 'Thao1234', nickname: 'Thao Le', joinedDaysBefore: 12 },
  { username: 'quangvo7', password: 'Quang1234', nickname: 'Quang Vo', joinedDaysBefore: 5 },
];

/** One movement of a downline member's wallet: its kind, amount (VND) and the day of its month (1-based). */
export interface DemoDownlineMovement {
  username: string;
  kind: Extract<LedgerTransactionKind, 'deposit' | 'bet' | 'win' | 'bonus'>;
  amount: number;
  day: number;
  /** 'last': the month before the seeding's; 'this': the seeding's month. */
  month: 'last' | 'this';
}

const m = (
  username: string,
  month: 'last' | 'this',
  day: number,
  kind: DemoDownlineMovement['kind'],
  amount: number,
): DemoDownlineMovement => ({ username, month, day, kind, amount });

/** In posting order (a deposit before the bets it pays for). */
export const DEMO_DOWNLINE_MOVEMENTS: readonly DemoDownlineMovement[] = [
  // Last month: 4 active members; quangvo7 deposited but did not play.
  m('minhtran88', 'last', 3, 'deposit', 5_000_000),
  m('minhtran88', 'last', 3, 'bet', 800_000),
  m('minhtran88', 'last', 9, 'bet', 800_000),
  m('minhtran88', 'last', 9, 'win', 1_500_000),
  m('minhtran88', 'last', 17, 'bet', 800_000),
  m('lannguyen92', 'last', 5, 'deposit', 2_000_000),
  m('lannguyen92', 'last', 5, 'bonus', 100_000),
  m('lannguyen92', 'last', 6, 'bet', 600_000),
  m('lannguyen92', 'last', 14, 'bet', 600_000),
  m('lannguyen92', 'last', 14, 'win', 300_000),
  m('huypham', 'last', 11, 'deposit', 10_000_000),
  m('huypham', 'last', 11, 'bet', 2_000_000),
  m('huypham', 'last', 12, 'bet', 2_000_000),
  m('huypham', 'last', 12, 'win', 4_600_000),
  m('thaole21', 'last', 20, 'deposit', 1_000_000),
  m('thaole21', 'last', 21, 'bet', 500_000),
  m('quangvo7', 'last', 26, 'deposit', 3_000_000),
  // This month (posted on its first day at the latest, never in the future): 3 active members.
  m('minhtran88', 'this', 1, 'deposit', 2_000_000),
  m('minhtran88', 'this', 1, 'bet', 1_000_000),
  m('minhtran88', 'this', 1, 'win', 400_000),
  m('lannguyen92', 'this', 1, 'bet', 500_000),
  m('lannguyen92', 'this', 1, 'win', 650_000),
  m('thaole21', 'this', 1, 'deposit', 500_000),
  m('thaole21', 'this', 1, 'bet', 300_000),
  m('thaole21', 'this', 1, 'win', 120_000),
];

/** The month start (UTC) of the seeding's month, `offset` months later. */
const monthStartOf = (now: number, offset: number) => {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1);
};

/** When a movement happened: its day at 10:00 UTC plus its place in the list (never after `now`). */
export const demoDownlineTimeOf = (movement: DemoDownlineMovement, index: number, now: number): Date => {
  const start = monthStartOf(now, movement.month === 'last' ? -1 : 0);
  const at = start + (movement.day - 1) * 86_400_000 + 10 * 3_600_000 + index * 60_000;
  return new Date(Math.min(at, now - 60_000 + index));
};

/** The YYYY-MM of a movement's month (its idempotency key names it). */
export const demoDownlinePeriodOf = (month: DemoDownlineMovement['month'], now: number): string =>
  new Date(monthStartOf(now, month === 'last' ? -1 : 0)).toISOString().slice(0, 7);

/** When a downline member joined. */
export const demoDownlineJoinedAt = (member: DemoDownlineMember, now: number): Date =>
  new Date(monthStartOf(now, -1) - member.joinedDaysBefore * 86_400_000);

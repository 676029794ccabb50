/**
 * Player protection's demo (issue 19): the `careful` member of DEMO has set a weekly deposit limit
 * of 5,000,000 ₫ three weeks ago, lowered it to 2,000,000 ₫ last week (in force at once), and checks
 * reality every 30 minutes. Written once, while the member has no limit: what they change stays.
 */
import type {
  playerLimits,
  playerProtectionHistory,
  playerRealityChecks,
} from '../../features/player-protection/tables';

export const DEMO_PROTECTED_MEMBER = 'careful';

const DAY_MS = 86_400_000;

export const demoPlayerProtectionOf = (member: { merchantCode: string; memberId: number }, now: number) => {
  const chosen = new Date(now - 21 * DAY_MS);
  const lowered = new Date(now - 6 * DAY_MS);
  const change = {
    ...member,
    effectiveAt: null,
    changedBy: 'member',
  };
  const limits: (typeof playerLimits.$inferInsert)[] = [
    {
      memberId: member.memberId,
      limit: 'depositWeek',
      value: 2_000_000,
      pendingValue: null,
      pendingAt: null,
      updatedAt: lowered,
    },
  ];
  const realityCheck: typeof playerRealityChecks.$inferInsert = {
    memberId: member.memberId,
    minutes: 30,
    updatedAt: chosen,
  };
  const history: (typeof playerProtectionHistory.$inferInsert)[] = [
    {
      ...change,
      event: 'realityCheckSet',
      limit: null,
      fromValue: 60,
      toValue: 30,
      effectiveAt: chosen,
      at: chosen,
    },
    {
      ...change,
      event: 'limitApplied',
      limit: 'depositWeek',
      fromValue: null,
      toValue: 5_000_000,
      effectiveAt: chosen,
      at: new Date(chosen.getTime() + 1000),
    },
    {
      ...change,
      event: 'limitApplied',
      limit: 'depositWeek',
      fromValue: 5_000_000,
      toValue: 2_000_000,
      effectiveAt: lowered,
      at: lowered,
    },
  ];
  return { limits, realityCheck, history };
};

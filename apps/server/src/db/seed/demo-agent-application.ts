/**
 * An agent application waiting in the back office's support desk (issue 21): the money queues'
 * member (demo-money-queues.ts) asks to become an agent, so a new operator finds one to approve
 * or reject instead of an empty tab. Made once: a member with any application, pending or decided
 * by the operator since, is left alone.
 */
import { eq } from 'drizzle-orm';
import { agentsApplications } from '../../features/agents/tables';
import type { Database } from '../database';
import { DEMO_QUEUE_MEMBER } from './demo-money-queues';
import { findDemoMember } from './find-demo-member';

const HOUR_MS = 3_600_000;

export const DEMO_AGENT_APPLICATION = {
  realName: 'Vũ Văn Thành',
  contactKind: 'telegram',
  contact: '@thanhvu_q7',
  channel: 'community',
  channelDetail: 'Zalo group of the District 7 football club, about 1,200 members',
  expectedPlayers: 40,
  note: 'I organise the weekend matches and many members already ask me where to play.',
} as const;

export const seedDemoAgentApplication = async (db: Database): Promise<void> => {
  const { merchantCode, username } = DEMO_QUEUE_MEMBER;
  const member = await findDemoMember(db, merchantCode, username);
  if (!member) return;
  const [applied] = await db
    .select({ id: agentsApplications.id })
    .from(agentsApplications)
    .where(eq(agentsApplications.memberId, member.id))
    .limit(1);
  if (applied) return;
  await db.insert(agentsApplications).values({
    merchantCode,
    memberId: member.id,
    ...DEMO_AGENT_APPLICATION,
    submittedAt: new Date(Date.now() - 20 * HOUR_MS),
  });
};

/** The demo accounts the README lists, all of merchant DEMO. */
import type { members } from '../../features/account/tables';

export interface DemoMember {
  username: string;
  password: string;
  member: Omit<typeof members.$inferInsert, 'username' | 'passwordHash'>;
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    username: 'demo',
    password: 'Demo1234',
    member: { merchantCode: 'DEMO', type: 0, nickname: 'Demo Player' },
  },
  {
    username: 'agent',
    password: 'Agent1234',
    member: {
      merchantCode: 'DEMO',
      type: 1,
      nickname: 'Demo Agent',
      affiliateCode: 'AG1001',
    },
  },
  {
    username: 'newbie',
    password: 'Newbie1234',
    member: { merchantCode: 'DEMO', type: 0, nickname: 'Newbie', firstTimeLogin: true },
  },
  {
    // Player protection's demo (demo-player-protection.ts): a weekly deposit limit and its history.
    username: 'careful',
    password: 'Careful1234',
    member: { merchantCode: 'DEMO', type: 0, nickname: 'Careful Player' },
  },
];

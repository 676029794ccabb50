/**
 * The demo player's history with support (issue 15): a resolved live-chat conversation about a
 * deposit, read on both sides (so no badge is owed), and a feedback about a slow deposit with the
 * operator's reply. The staff side (`chats`, `feedback` in the operator CLI) and the player's
 * /m/liveChat and /m/feedback then show believable history from the first start.
 */
import type { ChatSender } from '@app/contract';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Who of the staff answered (the operator call's actor in a real reply). */
export const DEMO_SUPPORT_AGENT = 'Linh (support)';

export interface DemoChatLine {
  sender: ChatSender;
  text: string;
  /** Minutes after the conversation began. */
  atMinute: number;
}

export const DEMO_CHAT: readonly DemoChatLine[] = [
  { sender: 'member', text: 'Hi, my Vietcombank deposit of 500,000 ₫ still shows pending.', atMinute: 0 },
  {
    sender: 'staff',
    text: 'Hello! I can see it: the bank confirmed it a minute ago and it is now in your wallet. Please pull down to refresh your balance.',
    atMinute: 2,
  },
  { sender: 'member', text: 'Got it, the balance is right now. Thank you!', atMinute: 4 },
  { sender: 'staff', text: 'You are welcome. Good luck, and write to us here any time.', atMinute: 5 },
];

/** When the demo conversation began: three days before the seeding. */
export const demoChatStartOf = (now: number) => new Date(now - 72 * HOUR_MS);

export const demoChatTimeOf = (start: Date, line: DemoChatLine) =>
  new Date(start.getTime() + line.atMinute * MINUTE_MS);

/** The demo player's feedback (question type deposit_issues, 1) and the operator's reply. */
export const demoFeedbackOf = (now: number) => ({
  type: 1,
  content: 'My bank transfer deposit took more than an hour to arrive on Friday evening.',
  remark: '',
  status: 'replied' as const,
  reply:
    'Thank you for telling us. The bank delayed its transfers that evening; your deposit arrived at 21:40 and is in your wallet. Transfers now arrive within 10 minutes.',
  repliedBy: DEMO_SUPPORT_AGENT,
  createdAt: new Date(now - 5 * 24 * HOUR_MS),
  repliedAt: new Date(now - 5 * 24 * HOUR_MS + 3 * HOUR_MS),
});

import { UNREAD_BADGE_MAX } from '@app/contract/client';

/** Spec §9: an unread badge shows 99+ above 99; nothing for none (the quick-nav, the message centre). */
export const unreadBadgeOf = (count: number): string | null =>
  count <= 0 ? null : count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);

/**
 * Why the session ended without the player signing out (issue 19): a time-out or self-exclusion
 * (PLAYER_BLOCKED, or the player's own choice on /m/member/responsibleGaming) or the session-time
 * limit (SESSION_TIME_LIMIT). The api-client or the page posts the translated text; the layout
 * then goes to the login screen, which shows it until the player closes it or logs in again. Kept
 * in memory only: it is a message of this tab's moment, not a preference (a reload forgets it,
 * and the server refuses the next login with the same words).
 */
import { useSyncExternalStore } from 'react';

let notice: string | null = null;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export const sessionEndNotice = {
  read: (): string | null => notice,
  post(message: string): void {
    notice = message;
    notify();
  },
  clear(): void {
    if (notice === null) return;
    notice = null;
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The notice to show, or null; re-renders when it is posted or cleared. */
export function useSessionEndNotice(): string | null {
  return useSyncExternalStore(sessionEndNotice.subscribe, sessionEndNotice.read, () => null);
}

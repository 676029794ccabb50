import { useSyncExternalStore } from 'react';
import { SESSION_CHANGE_EVENT, type SessionInfo, sessionInfoStore } from '../../lib/storage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored text changes.
let cachedRaw: string | null = null;
let cachedInfo: SessionInfo | null = null;
function snapshot(): SessionInfo | null {
  const raw = sessionInfoStore.readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedInfo = sessionInfoStore.read();
  }
  return cachedInfo;
}

/** The current session (MC_SESSION_INFO) or null for a visitor; re-renders when it changes. */
export function useSession(): SessionInfo | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

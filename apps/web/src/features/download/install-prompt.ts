/**
 * The browser's offer to install the site as a web app (Chromium's `beforeinstallprompt`), kept
 * for /m/app's Install button (spec §2 route table: the app download page). The event fires once,
 * early, often before that screen's code has loaded, so main.tsx starts capturing it at once; this
 * module stays tiny for that reason. The browser's own install hint is left as it is (no
 * preventDefault): the site adds a way to install, it does not take one away.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's BeforeInstallPromptEvent (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

const setOffer = (next: InstallPromptEvent | null) => {
  offer = next;
  for (const listener of listeners) listener();
};

let capturing = false;

/** Keeps the browser's install offer from now on; once installed, the offer is gone. */
export function startCapturingInstallPrompt(): void {
  if (capturing) return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => setOffer(event as InstallPromptEvent));
  window.addEventListener('appinstalled', () => setOffer(null));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => offer;

/**
 * Whether the browser offers installation, and the action that asks it to: the browser's own
 * dialog, which may be used once, so the offer is spent whatever the answer.
 */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<boolean> } {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return {
    canInstall: current !== null,
    install: async () => {
      if (!current) return false;
      setOffer(null);
      await current.prompt();
      const { outcome } = await current.userChoice;
      return outcome === 'accepted';
    },
  };
}

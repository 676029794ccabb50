/**
 * The app-download state of this browser: device, installed or not, the site's links, and whether
 * the user closed the bar (hideDownloadBar, kept permanently — spec §4 Download bar).
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { preferences } from '../../lib/storage';
import { useSiteConfig } from '../system/queries';
import { type DownloadContext, deviceOf, showsDownloadBar } from './download-rules';
import { isInstalledApp } from './install-mode';

/**
 * The download context; undefined until the site config has answered. Deferred: the answer
 * re-renders every reader of the config at once, and the bar and icon can follow in a transition
 * (short slices on a slow phone; the bar's place is held meanwhile).
 */
export function useDownloadContext(): DownloadContext | undefined {
  const resources = useDeferredValue(useSiteConfig().data?.resources);
  return useMemo(
    () =>
      resources && {
        device: deviceOf(navigator.userAgent, navigator.maxTouchPoints),
        installed: isInstalledApp(),
        resources,
      },
    [resources],
  );
}

/** The top download bar's visibility and its close action. */
export function useDownloadBar(): {
  context: DownloadContext | undefined;
  shown: boolean;
  /**
   * Before the site config answers: the bar may come, so its place is held (no layout shift). Not
   * once it has failed (offline): no bar comes then, and the place would stay an empty band.
   */
  pending: boolean;
  close: () => void;
} {
  const context = useDownloadContext();
  const configFailed = useSiteConfig().isError;
  const [closed, setClosed] = useState(preferences.hideDownloadBar.read);
  return {
    context,
    shown: context !== undefined && showsDownloadBar(context, closed),
    pending: context === undefined && !configFailed && !closed && !isInstalledApp(),
    close: () => {
      preferences.hideDownloadBar.write(true);
      setClosed(true);
    },
  };
}

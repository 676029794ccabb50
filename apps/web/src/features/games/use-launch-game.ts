/**
 * The one launch path of the site (spec §4 Game launch by vendor, decision 0015): a tap on a game
 * or a vendor anywhere goes through `launch`, which applies launch-rules and navigates. The game
 * itself is started by /m/launchGame, so every launch shows the same full-screen frame.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../app/layout/menu-rules';
import { useSession } from '../../app/session/use-session';
import { gameListPathOf, type LaunchTarget, launchDecisionOf, launchScreenPathOf } from './launch-rules';
import { useVendorTypes } from './queries';

export interface LaunchOptions {
  /** Taps from home: the frame's close returns to /m/home instead of /m/game (spec §2). */
  pageBack?: boolean;
}

export type Launch = (target: LaunchTarget, options?: LaunchOptions) => Promise<void>;

export function useLaunchGame(): Launch {
  const navigate = useNavigate();
  const hasSession = useSession() !== null;
  const { data: mapping, refetch } = useVendorTypes();

  return useCallback(
    async (target, options = {}) => {
      // The prize-mode rule reads the vendor mapping: a tap before it has arrived waits for it.
      // Without it (the call failed) the rule falls back to the lottery mode.
      const content = mapping ?? (await refetch()).data ?? [];
      const decision = launchDecisionOf(target, hasSession, content);
      if (decision.kind === 'login') await navigate(LOGIN_PATH);
      else if (decision.kind === 'gameList')
        await navigate(gameListPathOf(decision.gameType, decision.vassalage));
      else await navigate(launchScreenPathOf(decision.query, options.pageBack ?? false));
    },
    [hasSession, mapping, navigate, refetch],
  );
}

/**
 * Leaving a game page (spec §2 Lottery launch screen): inside the game frame the page asks its
 * parent, same origin only, to close (launch-screen.tsx listens); opened on its own it goes where
 * the frame's close would. A site page a game offers (the deposit) opens in the whole window, never
 * inside the frame.
 */
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { closePathOf, GAME_CLOSE_MESSAGE, hasPageBack } from './launch-rules';

const insideGameFrame = (): boolean => window.parent !== window;

export function useCloseGame(): () => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pageBack = hasPageBack(params);
  return useCallback(() => {
    if (insideGameFrame()) window.parent.postMessage(GAME_CLOSE_MESSAGE, window.location.origin);
    else void navigate(closePathOf(pageBack), { replace: true });
  }, [navigate, pageBack]);
}

/** Opens a page of the site at the top level: the frame's window would keep it inside the game. */
export function useOpenSitePage(): (path: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      if (insideGameFrame() && window.top) window.top.location.assign(path);
      else void navigate(path);
    },
    [navigate],
  );
}

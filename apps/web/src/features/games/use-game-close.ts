/**
 * The close of a game page (spec §2 Lottery launch screen): inside the game frame it asks the
 * parent, same origin only, to close; opened on its own it goes where the frame's close would
 * (/m/home with pageBack, else /m/game). The unconnected vendor's page and the house games share it.
 */
import { useNavigate, useSearchParams } from 'react-router';
import { closePathOf, GAME_CLOSE_MESSAGE, hasPageBack } from './launch-rules';

const insideFrame = (): boolean => window.parent !== window;

export function useGameClose(): () => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return () => {
    if (insideFrame()) window.parent.postMessage(GAME_CLOSE_MESSAGE, window.location.origin);
    else void navigate(closePathOf(hasPageBack(params)), { replace: true });
  };
}

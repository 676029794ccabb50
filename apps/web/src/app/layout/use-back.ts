import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { type BackBehaviour, backTargetOf, HOME_PATH } from '../layout-rules';

/** The header's back action for a route's back behaviour (spec §2 Layout rules). */
export function useBack(back: BackBehaviour): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const target = backTargetOf(back, window.history.length);
    if (target.kind === 'home') navigate(HOME_PATH, { replace: target.replace });
    else navigate(-1);
  }, [back, navigate]);
}

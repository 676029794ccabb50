/**
 * The favourite star's behaviour (spec §4 Favourite toggle): without a session only the login
 * message for 2 s; with one a loading message (up to 10 s), then on success the local ids change
 * and 'in_chang_saved' shows for 1 s, on failure the loader just hides (spec §8).
 */
import type { Game } from '@app/contract';
import { LOADING_TOAST_MS, LOGIN_REQUIRED_TOAST_MS, SAVED_MESSAGE_MS } from '@app/contract/client';
import { useCallback, useMemo } from 'react';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from '../../ui/toast';
import { useFavouriteIds, useToggleFavourite } from './queries';

export interface FavouriteToggle {
  isFavourite: (nodeId: string) => boolean;
  toggle: (game: Pick<Game, 'nodeId' | 'vendorCode'>) => void;
}

export function useFavouriteToggle(): FavouriteToggle {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  const { data: ids } = useFavouriteIds();
  // mutateAsync, not mutate's callbacks: the list that showed the star may be gone when the answer
  // comes (the last favourite removed), and the loader must still close.
  const { mutateAsync } = useToggleFavourite();
  const favouriteIds = useMemo(() => new Set(signedIn ? ids : []), [ids, signedIn]);

  const toggle = useCallback(
    (game: Pick<Game, 'nodeId' | 'vendorCode'>) => {
      if (!signedIn) {
        toast.info(t('in_logged_login'), LOGIN_REQUIRED_TOAST_MS);
        return;
      }
      toast.loading(t('in_please_wait'), LOADING_TOAST_MS);
      mutateAsync({ game, favourite: !favouriteIds.has(game.nodeId) }).then(
        () => toast.info(t('in_chang_saved'), SAVED_MESSAGE_MS),
        () => toast.clear(),
      );
    },
    [signedIn, favouriteIds, mutateAsync, t],
  );

  const isFavourite = useCallback((nodeId: string) => favouriteIds.has(nodeId), [favouriteIds]);
  return { isFavourite, toggle };
}

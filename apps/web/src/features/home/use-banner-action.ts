/**
 * What a banner click does (spec §2 Home: "a click triggers the banner action"): ROUTE navigates
 * inside the site, URL opens a new tab, GAME launches the game through the one launch path with
 * pageBack (home), NONE does nothing. A GAME banner names a hot game; the hot list is the one home
 * already asks for.
 */
import type { Banner } from '@app/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { useHotGames } from '../games/queries';
import { useLaunchGame } from '../games/use-launch-game';

export function useBannerAction(): (banner: Banner) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const { data: hotGames } = useHotGames();
  return useCallback(
    (banner: Banner) => {
      switch (banner.action) {
        case 'ROUTE':
          void navigate(banner.target);
          break;
        case 'URL':
          window.open(banner.target, '_blank', 'noopener,noreferrer');
          break;
        case 'GAME': {
          const game = hotGames?.find((candidate) => candidate.nodeId === banner.target);
          if (game) void launch(game, { pageBack: true });
          else toast.fail(t('error_game_not_found'));
          break;
        }
        case 'NONE':
          break;
      }
    },
    [hotGames, launch, navigate, t],
  );
}

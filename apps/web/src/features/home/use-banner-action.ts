/**
 * What a banner click does (spec §2 Home: "a click triggers the banner action"): ROUTE navigates
 * inside the site, URL opens a new tab, GAME launches the game through the one launch path with
 * pageBack (home), NONE does nothing. A GAME banner carries its game (null once the game is no
 * longer shown).
 */
import type { Banner } from '@app/contract';
import { isSafeLink } from '@app/contract/client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from '../../ui/toast';
import { useLaunchGame } from '../games/use-launch-game';

export function useBannerAction(): (banner: Banner) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const launch = useLaunchGame();
  return useCallback(
    (banner: Banner) => {
      switch (banner.action) {
        case 'ROUTE':
          void navigate(banner.target);
          break;
        case 'URL':
          // Never a javascript: or data: address, whatever the banner says (docs/decisions/0023).
          if (isSafeLink(banner.target)) window.open(banner.target, '_blank', 'noopener,noreferrer');
          break;
        case 'GAME':
          if (banner.game) void launch(banner.game, { pageBack: true });
          else toast.fail(t('error_game_not_found'));
          break;
        case 'NONE':
          break;
      }
    },
    [launch, navigate, t],
  );
}

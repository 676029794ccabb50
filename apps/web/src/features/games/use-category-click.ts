/**
 * A tap on a game category (spec §4 Game category click), for home's game menu and the entrance's
 * category menu: navigation, a direct launch through the launch path, the login screen or message,
 * or the category's own tab, which the caller opens.
 */
import type { GameCategoryEntry } from '@app/contract';
import { LOGIN_REQUIRED_TOAST_MS } from '@app/contract/client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../app/layout/menu-rules';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from '../../ui/toast';
import { categoryClickOf } from './category-rules';
import { type LaunchOptions, useLaunchGame } from './use-launch-game';

export function useCategoryClick(
  openTab: (category: GameCategoryEntry) => void,
  options: LaunchOptions = {},
): (category: GameCategoryEntry) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasSession = useSession() !== null;
  const launch = useLaunchGame();
  const pageBack = options.pageBack ?? false;

  return useCallback(
    (category) => {
      const click = categoryClickOf(category, hasSession);
      switch (click.kind) {
        case 'navigate':
          void navigate(click.to);
          break;
        case 'launchVendor':
          void launch(click.vendor, { pageBack });
          break;
        case 'login':
          void navigate(LOGIN_PATH);
          break;
        case 'loginMessage':
          toast.info(t('in_logged_login'), LOGIN_REQUIRED_TOAST_MS);
          break;
        case 'openTab':
          openTab(category);
          break;
      }
    },
    [hasSession, launch, navigate, openTab, pageBack, t],
  );
}

/**
 * The site and games pages' operator calls (contract system.ts operatorRoutes, games.ts
 * gamesOperatorRoutes). The site page reads the settings with every secret masked, an admin's too:
 * a social sign-in secret never reaches the browser; the answers of a patch are masked the same way.
 */
import type {
  AccessSettings,
  AccessSettingsPatch,
  OperatorGamesPage,
  OperatorGamesQuery,
  SiteConfig,
  SiteConfigPatch,
} from '@app/contract';
import { GAMES_OPERATOR_PATHS, OPERATOR_PATHS } from '@app/contract/client';
import { callApi } from '../../lib/api-client';

export interface SiteSettings {
  config: SiteConfig;
  access: AccessSettings;
}

export const fetchSiteSettings = (merchantCode: string, signal?: AbortSignal) =>
  callApi<SiteSettings>(
    { method: 'GET', url: OPERATOR_PATHS.settings },
    { params: { merchantCode }, signal },
  );

export const patchSiteConfig = ({ merchantCode, patch }: { merchantCode: string; patch: SiteConfigPatch }) =>
  callApi<SiteConfig>(
    { method: 'PATCH', url: OPERATOR_PATHS.config },
    { params: { merchantCode }, body: patch },
  );

export const patchAccess = ({ merchantCode, patch }: { merchantCode: string; patch: AccessSettingsPatch }) =>
  callApi<AccessSettings>(
    { method: 'PATCH', url: OPERATOR_PATHS.access },
    { params: { merchantCode }, body: patch },
  );

/** The query as the address carries it: the flags as 'true' or 'false'. */
export type GamesQuery = {
  [Name in keyof OperatorGamesQuery]: OperatorGamesQuery[Name] extends boolean | undefined
    ? 'true' | 'false' | undefined
    : OperatorGamesQuery[Name];
};

export const fetchGames = (merchantCode: string, query: GamesQuery, signal?: AbortSignal) =>
  callApi<OperatorGamesPage>(
    { method: 'GET', url: GAMES_OPERATOR_PATHS.games },
    { params: { merchantCode }, query, signal },
  );

/** What a games page row may change. */
export interface GameChange {
  isHot?: boolean;
  isNew?: boolean;
  enabled?: boolean;
  sortOrder?: number;
}

export const patchGame = ({
  merchantCode,
  nodeId,
  change,
}: {
  merchantCode: string;
  nodeId: string;
  change: GameChange;
}) =>
  callApi<unknown>(
    { method: 'PATCH', url: GAMES_OPERATOR_PATHS.game },
    { params: { merchantCode, nodeId }, body: change },
  );

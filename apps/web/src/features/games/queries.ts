/**
 * Server state of the games feature (contract GAMES_CALLS): game lists, hot, recent and favourite
 * games, the favourite ids, vendor game types and the two launch calls. Keys are hierarchical
 * under ['games']: public lists under the language (names are localized), the member's lists under
 * the session token too, so another login never sees this one's favourites.
 */
import type {
  FavouritesValue,
  Game,
  GameCategory,
  LaunchQuery,
  LaunchValue,
  LotteryLaunchQuery,
} from '@app/contract';
import { GAME_LIST_PAGE_SIZE, GAMES_CALLS, type LanguageCode, PLATFORM_SEARCH } from '@app/contract/client';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';

/** Spec §7 Hot games and Recent games: the H5 client's platform and client type. */
const HOT_IS_PLATFORM = 2;
const RECENT_CLIENT_TYPE = 2;
/** Spec §7 Vendor game types: typeId=1. */
const VENDOR_TYPES_TYPE_ID = 1;
/** The catalogue changes only when an operator edits it: categories and vendors are kept a while. */
const CATALOGUE_STALE_MS = 5 * 60_000;

/** What a game list asks for (spec §7 Game list GET); the page is added per request. */
export interface GameListFilters {
  gameName?: string;
  gameType?: GameCategory;
  vassalage?: string;
  gameClassify?: string;
  /** The new-games variant. */
  isNew?: 1;
  isHot?: 1;
  pageSize: number;
}

export const gamesKeys = {
  all: ['games'] as const,
  public: (language: LanguageCode) => [...gamesKeys.all, 'public', language] as const,
  lists: (language: LanguageCode) => [...gamesKeys.public(language), 'list'] as const,
  list: (language: LanguageCode, filters: GameListFilters) =>
    [...gamesKeys.lists(language), filters] as const,
  hot: (language: LanguageCode, gameType?: GameCategory) =>
    [...gamesKeys.public(language), 'hot', gameType ?? 'ALL'] as const,
  vendorTypes: (language: LanguageCode) => [...gamesKeys.public(language), 'vendor-types'] as const,
  member: (token: string) => [...gamesKeys.all, 'member', token] as const,
  favouriteIds: (token: string) => [...gamesKeys.member(token), 'favourite-ids'] as const,
  favourites: (token: string) => [...gamesKeys.member(token), 'favourites'] as const,
  favouritesPage: (token: string, language: LanguageCode, pageSize: number, gameType?: GameCategory) =>
    [...gamesKeys.favourites(token), language, pageSize, gameType ?? 'ALL'] as const,
  recent: (token: string) => [...gamesKeys.member(token), 'recent'] as const,
  recentPage: (token: string, language: LanguageCode, gameType?: GameCategory) =>
    [...gamesKeys.recent(token), language, gameType ?? 'ALL'] as const,
};

function useToken(): string {
  return useSession()?.token ?? '';
}

/** The active language code; re-renders (and so re-keys the lists) when the player switches it. */
function useLanguageCode(): LanguageCode {
  useTranslation();
  return activeLanguageCode();
}

/** The member's lists: asked for only when shown, optionally one category's games. */
export interface MemberListOptions {
  enabled?: boolean;
  gameType?: GameCategory;
}

/** Spec §4 Game list, Favourite list paging: another page while pageNum is below totalPages. */
const nextPageOf = (last: { pageNum: number; totalPages: number }): number | undefined =>
  last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;

/** Spec §7 Game list GET: first page replaces, later pages append (InfiniteScroll). */
/** A catalogue list, page by page (also asked for as the app starts on /m/gameList). */
export const gameListQuery = (language: LanguageCode, filters: GameListFilters) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.list(language, filters),
    queryFn: ({ pageParam, signal }) =>
      call(GAMES_CALLS.list, {
        signal,
        query: { ...filters, platform: PLATFORM_SEARCH, language, pageNo: pageParam },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export function useGameListInfinite(filters: GameListFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...gameListQuery(useLanguageCode(), filters),
    select: (data) => data.pages.flatMap((page) => page.games),
    enabled: options.enabled ?? true,
  });
}

/** Spec §7 Hot games: value.list; Urdu is asked for in English (spec §7 "UR sent as EN"). */
export const hotGamesQuery = (language: LanguageCode, gameType?: GameCategory) =>
  queryOptions({
    queryKey: gamesKeys.hot(language, gameType),
    queryFn: ({ signal }) =>
      call(GAMES_CALLS.hot, {
        signal,
        query: {
          isPlatform: HOT_IS_PLATFORM,
          platform: PLATFORM_SEARCH,
          language: language === 'UR' ? 'EN' : language,
          gameType,
        },
      }),
  });

export function useHotGames(gameType?: GameCategory) {
  return useQuery({ ...hotGamesQuery(useLanguageCode(), gameType), select: (value) => value.list });
}

/** Spec §7 Recent games (login required): page, pageSize 25, clientType 2; newest first. */
export function useRecentGamesInfinite({ enabled = true, gameType }: MemberListOptions = {}) {
  const token = useToken();
  const language = useLanguageCode();
  return useInfiniteQuery({
    queryKey: gamesKeys.recentPage(token, language, gameType),
    queryFn: ({ pageParam, signal }) =>
      call(GAMES_CALLS.recent, {
        signal,
        query: {
          page: pageParam,
          pageSize: GAME_LIST_PAGE_SIZE,
          clientType: RECENT_CLIENT_TYPE,
          language,
          gameType,
        },
      }),
    initialPageParam: 1,
    // The recent answer has no pageNum: the page just read is the number of pages read.
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
    select: (data) => data.pages.flatMap((page) => page.list),
    enabled: token !== '' && enabled,
    // Every launch adds to it on the server (the launch screen's call): read it again whenever shown.
    staleTime: 0,
  });
}

/** Spec §7 Favourite games (login required): 15 on home, 25 on the list, 100 elsewhere. */
export function useFavouritesInfinite(
  pageSize: number,
  { enabled = true, gameType }: MemberListOptions = {},
) {
  const token = useToken();
  const language = useLanguageCode();
  return useInfiniteQuery({
    queryKey: gamesKeys.favouritesPage(token, language, pageSize, gameType),
    queryFn: ({ pageParam, signal }) =>
      call(GAMES_CALLS.favourites, {
        signal,
        query: { pageNo: pageParam, pageSize, language, gameType },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    select: (data) => data.pages.flatMap((page) => page.content),
    enabled: token !== '' && enabled,
  });
}

/** The member's favourite node ids (spec §3: strings); nothing is asked for without a session. */
export function useFavouriteIds() {
  const token = useToken();
  return useQuery({
    queryKey: gamesKeys.favouriteIds(token),
    queryFn: ({ signal }) => call(GAMES_CALLS.favouriteIds, { signal }),
    enabled: token !== '',
  });
}

/** Drops a game from every cached favourites list of the session (spec §4: removal by nodeId). */
function removeFromFavouriteLists(queryClient: QueryClient, token: string, nodeId: string): void {
  queryClient.setQueriesData<InfiniteData<FavouritesValue, number>>(
    { queryKey: gamesKeys.favourites(token) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          content: page.content.filter((game) => game.nodeId !== nodeId),
        })),
      },
  );
}

export interface FavouriteChange {
  game: Pick<Game, 'nodeId' | 'vendorCode'>;
  /** true adds the game, false removes it. */
  favourite: boolean;
}

/**
 * Spec §7 Favourites add (POST nodeId, vendor) and remove (DELETE). Both answer the ids after the
 * change, which replace the local list; a removed game leaves the cached favourites lists at once,
 * and the lists are read again so their paging stays right.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: ({ game, favourite }: FavouriteChange) =>
      favourite
        ? call(GAMES_CALLS.addFavourite, { body: { nodeId: game.nodeId, vendor: game.vendorCode } })
        : call(GAMES_CALLS.removeFavourite, { params: { nodeId: game.nodeId } }),
    onSuccess: (ids, { game, favourite }) => {
      queryClient.setQueryData(gamesKeys.favouriteIds(token), ids);
      if (!favourite) removeFromFavouriteLists(queryClient, token, game.nodeId);
      return queryClient.invalidateQueries({ queryKey: gamesKeys.favourites(token) });
    },
  });
}

/** Spec §7 Vendor game types: the merchant's categories in the server's order with their vendors. */
export const vendorTypesQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: gamesKeys.vendorTypes(language),
    queryFn: ({ signal }) =>
      call(GAMES_CALLS.vendorTypes, {
        signal,
        query: { typeId: VENDOR_TYPES_TYPE_ID, language },
      }),
    staleTime: CATALOGUE_STALE_MS,
  });

export function useVendorTypes() {
  return useQuery({ ...vendorTypesQuery(useLanguageCode()), select: (value) => value.content });
}

/** Spec §7 Launch game (generic): the address to embed. Login required. */
export const launchGame = (query: LaunchQuery, signal?: AbortSignal): Promise<LaunchValue> =>
  call(GAMES_CALLS.launch, {
    signal,
    query: { ...query, language: query.language ?? activeLanguageCode() },
  });

/** The lottery launcher (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT): the address to embed. Login required. */
export const launchLottery = (query: LotteryLaunchQuery, signal?: AbortSignal): Promise<LaunchValue> =>
  call(GAMES_CALLS.launchLottery, {
    signal,
    query: { ...query, language: query.language ?? activeLanguageCode() },
  });

/**
 * Spec §7 Announcements: banners by group, player notices, pop-ups and promotions of the merchant
 * that are live now, in the request's language (rows without a language show in every language),
 * with the read flags of the session's member (false for a guest). Content is stored sanitized.
 * Live banners (group m_live) are left out where the live-model feature is off (spec §2 Home), so
 * no client can show them.
 *
 * Operator writes (and marking as read) belong to the notices issue: whoever adds them sanitizes
 * the HTML before storing it.
 */
import {
  ANNOUNCEMENTS_PATHS,
  type Announcement,
  type AnnouncementsQuery,
  type AnnouncementsValue,
  type Banner,
  type Game,
  homeBannersOf,
  type SiteConfig,
} from '@app/contract';
import { ART_VERSION, BANNER_HEIGHT, BANNER_WIDTH } from '../../lib/art';
import type { AnnouncementsRepository, AnnouncementType } from './repository';

const DEFAULT_TYPES: AnnouncementType[] = ['B', 'PL', 'PU'];
const LIVE_BANNER_GROUP = 'm_live';

export const bannerArtUrl = (id: number) =>
  `${ANNOUNCEMENTS_PATHS.bannerArt.replace(':bannerId', String(id))}?v=${ART_VERSION}`;

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;

export const createAnnouncementsService = ({
  repository,
  gamesOf,
}: {
  repository: AnnouncementsRepository;
  /** The games feature's lookup of shown games by node id (GAME banners carry their game). */
  gamesOf: (merchantCode: string, nodeIds: number[], language: string) => Promise<Game[]>;
}) => {
  const list = async (
    config: SiteConfig,
    query: AnnouncementsQuery,
    headerLanguage: string,
    memberId: number | null,
  ): Promise<AnnouncementsValue> => {
    const types = query.types ? (query.types.split(',') as AnnouncementType[]) : DEFAULT_TYPES;
    const language = (query.language?.trim() || headerLanguage).toLowerCase();
    const rows = await repository.list(config.merchantCode, {
      types: [...new Set(types)],
      groupName: query.groupName?.trim() || undefined,
      hiddenGroups: config.features.liveModel ? [] : [LIVE_BANNER_GROUP],
      language,
      memberId,
    });
    const bannerRows = rows.filter((row) => row.type === 'B');
    const gameIds = bannerRows
      .filter((row) => row.action === 'GAME' && /^[0-9]{1,15}$/.test(row.target))
      .map((row) => Number(row.target));
    const bannerGames = await gamesOf(config.merchantCode, gameIds, language);
    const notices = (type: AnnouncementType): Announcement[] =>
      rows
        .filter((row) => row.type === type)
        .map((row) => ({
          announcementId: String(row.id),
          title: row.title,
          content: row.content,
          read: row.readAt !== null,
          createdAt: row.createdAt.toISOString(),
        }));
    const banners: Banner[] = bannerRows.map((row) => ({
      id: String(row.id),
      groupName: row.groupName ?? '',
      title: row.title,
      url: row.imageUrl ?? bannerArtUrl(row.id),
      width: row.imageWidth ?? BANNER_WIDTH,
      height: row.imageHeight ?? BANNER_HEIGHT,
      action: row.action,
      target: row.target,
      game: row.action === 'GAME' ? (bannerGames.find((game) => game.nodeId === row.target) ?? null) : null,
    }));
    return { banners, player: notices('PL'), popup: notices('PU'), promotion: notices('PR') };
  };

  return {
    list,
    /** The banner home shows first (its carousel's first slide), for the page's HTML shell. */
    firstHomeBanner: async (config: SiteConfig, language: string): Promise<Banner | null> => {
      const { banners } = await list(config, { types: 'B' }, language, null);
      return homeBannersOf(banners, config.features.liveModel)[0] ?? null;
    },
    bannerArt: (id: number) => repository.bannerArt(id),
  };
};

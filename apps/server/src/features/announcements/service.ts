/**
 * Spec §7 Announcements: banners by group, player notices, pop-ups and promotions of the merchant
 * that are live now, in the request's language (rows without a language show in every language),
 * with the read flags of the session's member (false for a guest). Content is stored sanitized.
 * Live banners (group m_live) are left out where the live-model feature is off (spec §2 Home), so
 * no client can show them.
 *
 * The notices of /m/notice (issue 15, decision 0042): player and promotion notices to everyone,
 * agent notices (type A) only to agents; one notice's detail; the member's mark-as-read (idempotent).
 * The operator lists, creates and changes announcements of every type; their HTML is sanitized
 * before it is stored, and every write is audited (target 'announcement:<id>').
 */
import {
  AGENT_NOTICE_TYPE,
  ANNOUNCEMENTS_PATHS,
  type Announcement,
  type AnnouncementCreate,
  type AnnouncementPatch,
  type AnnouncementsQuery,
  type AnnouncementsValue,
  type Banner,
  ErrorCode,
  type Game,
  HTTPS_URL_PATTERN,
  homeBannersOf,
  httpsOriginOf,
  isAgent,
  type LanguageCode,
  type NoticeDetail,
  type NoticesValue,
  noticeTypesFor,
  type OperatorAnnouncement,
  SITE_PAGE_PATTERN,
  type SiteConfig,
} from '@app/contract';
import type { OperatorActor } from '../../db/operator-audit';
import { ART_VERSION, BANNER_HEIGHT, BANNER_WIDTH } from '../../lib/art';
import { realInstantOf } from '../../lib/instant';
import { sanitizeRichText } from '../../lib/rich-text';
import { ApiError } from '../../plugins/errors';
import type {
  AnnouncementRow,
  AnnouncementsRepository,
  AnnouncementType,
  AnnouncementValues,
} from './repository';

const DEFAULT_TYPES: AnnouncementType[] = ['B', 'PL', 'PU'];
const LIVE_BANNER_GROUP = 'm_live';

export const bannerArtUrl = (id: number) =>
  `${ANNOUNCEMENTS_PATHS.bannerArt.replace(':bannerId', String(id))}?v=${ART_VERSION}`;

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;

/** Who reads: the session's member and type, or null for a visitor. */
export interface Reader {
  memberId: number;
  type: number;
}

/** The merchant an operator call names, with the origins its pages load pictures from. */
export interface OperatorAnnouncementsMerchant {
  merchantCode: string;
  imageOrigins: readonly string[];
}

/** What a detail can show: every notice type and the pop-ups (a banner is a picture, not a notice). */
const DETAIL_TYPES: AnnouncementType[] = ['PL', 'PR', 'PU', 'A'];
const BANNER_ONLY_FIELDS = ['groupName', 'picture', 'action', 'target'] as const;
const GAME_TARGET = /^[0-9]{1,15}$/;

const invalid = (field: string, problem: string): ApiError =>
  new ApiError(ErrorCode.VALIDATION_FAILED, `Invalid body: ${field} ${problem}`, {
    fields: { [field]: problem },
  });

const instantOf = (value: string, field: string): Date => {
  const date = realInstantOf(value);
  if (!date) throw invalid(field, 'is not a real date and time');
  return date;
};

/** The types a reader may see; agent notices only for agents (spec §6). */
const detailTypesFor = (reader: Reader | null): AnnouncementType[] =>
  DETAIL_TYPES.filter((type) => type !== AGENT_NOTICE_TYPE || (reader !== null && isAgent(reader.type)));

const notFound = (id: string) => new ApiError(ErrorCode.NOT_FOUND, `No announcement ${id}`);

/** What a banner's action needs its target to be. */
const checkBannerTarget = (action: AnnouncementRow['action'], target: string) => {
  const problem =
    action === 'NONE'
      ? target === ''
        ? null
        : 'must be empty for action NONE'
      : action === 'ROUTE'
        ? new RegExp(SITE_PAGE_PATTERN).test(target)
          ? null
          : 'must be a page of this site (/m/...) for action ROUTE'
        : action === 'URL'
          ? new RegExp(HTTPS_URL_PATTERN).test(target)
            ? null
            : 'must be an https:// address for action URL'
          : GAME_TARGET.test(target)
            ? null
            : 'must be the node id of a game for action GAME';
  if (problem) throw invalid('target', problem);
};

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

  const noticeOf = (row: {
    id: number;
    type: AnnouncementType;
    title: string;
    createdAt: Date;
    readAt: Date | null;
  }) => ({
    announcementId: String(row.id),
    type: row.type,
    title: row.title,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  });

  const operatorViewOf = (row: AnnouncementRow, readCount: number): OperatorAnnouncement => {
    const now = Date.now();
    return {
      announcementId: String(row.id),
      type: row.type,
      title: row.title,
      content: row.content,
      language: row.language?.toUpperCase() ?? null,
      groupName: row.groupName,
      picture: row.imageUrl
        ? {
            url: row.imageUrl,
            width: row.imageWidth ?? BANNER_WIDTH,
            height: row.imageHeight ?? BANNER_HEIGHT,
          }
        : null,
      action: row.action,
      target: row.target,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      enabled: row.enabled,
      sortOrder: row.sortOrder,
      live:
        row.enabled && row.startsAt.getTime() <= now && (row.endsAt === null || row.endsAt.getTime() > now),
      readCount,
      createdAt: row.createdAt.toISOString(),
    };
  };

  /** The columns of the fields given (undefined ones left out), checked beyond what the schema can say. */
  const valuesOf = (
    input: AnnouncementPatch,
    merchant: OperatorAnnouncementsMerchant,
  ): Partial<AnnouncementValues> => {
    const values: Partial<AnnouncementValues> = {};
    if (input.title !== undefined) {
      if (input.title.trim() === '') throw invalid('title', 'must not be blank');
      values.title = input.title.trim();
    }
    if (input.content !== undefined) values.content = sanitizeRichText(input.content);
    if (input.language !== undefined) values.language = input.language?.toLowerCase() ?? null;
    if (input.groupName !== undefined) values.groupName = input.groupName;
    if (input.picture !== undefined) {
      if (input.picture) {
        const origin = httpsOriginOf(input.picture.url);
        if (!origin || !merchant.imageOrigins.includes(origin)) {
          throw invalid(
            'picture.url',
            `must be on one of the merchant's image hosts (imageCDNs: ${merchant.imageOrigins.join(', ') || 'none'})`,
          );
        }
      }
      values.imageUrl = input.picture?.url ?? null;
      values.imageWidth = input.picture?.width ?? null;
      values.imageHeight = input.picture?.height ?? null;
    }
    if (input.action !== undefined) values.action = input.action;
    if (input.target !== undefined) values.target = input.target;
    if (input.startsAt !== undefined) values.startsAt = instantOf(input.startsAt, 'startsAt');
    if (input.endsAt !== undefined)
      values.endsAt = input.endsAt === null ? null : instantOf(input.endsAt, 'endsAt');
    if (input.enabled !== undefined) values.enabled = input.enabled;
    if (input.sortOrder !== undefined) values.sortOrder = input.sortOrder;
    return values;
  };

  /** The whole row as it would be after the write: banner fields only on banners, a sane period. */
  const checkRow = (
    row: Pick<
      AnnouncementRow,
      'type' | 'groupName' | 'imageUrl' | 'action' | 'target' | 'startsAt' | 'endsAt'
    >,
    input: AnnouncementPatch,
  ) => {
    if (row.type === 'B') {
      if (!row.groupName) throw invalid('groupName', 'is required for a banner (type B)');
      checkBannerTarget(row.action, row.target);
    } else {
      for (const field of BANNER_ONLY_FIELDS) {
        const given = input[field];
        if (given !== undefined && given !== null && given !== '' && given !== 'NONE') {
          throw invalid(field, 'is only for banners (type B)');
        }
      }
    }
    if (row.endsAt && row.endsAt.getTime() <= row.startsAt.getTime()) {
      throw invalid('endsAt', 'must be after startsAt');
    }
  };

  return {
    list,

    /** Spec §7 Notices: what /m/notice lists for this reader, in its language, with the reader's read flags. */
    notices: async (
      config: SiteConfig,
      language: LanguageCode,
      reader: Reader | null,
    ): Promise<NoticesValue> => {
      const rows = await repository.list(config.merchantCode, {
        types: noticeTypesFor(reader !== null && isAgent(reader.type)),
        hiddenGroups: [],
        language: language.toLowerCase(),
        memberId: reader?.memberId ?? null,
      });
      return { list: rows.map((row) => noticeOf(row) as NoticesValue['list'][number]) };
    },

    /** One notice the reader may see (live, in its language, agent notices only for agents); 404 otherwise. */
    detail: async (
      config: SiteConfig,
      language: LanguageCode,
      reader: Reader | null,
      id: string,
    ): Promise<NoticeDetail> => {
      const row = await repository.findLive(config.merchantCode, Number(id), {
        types: detailTypesFor(reader),
        language: language.toLowerCase(),
        memberId: reader?.memberId ?? null,
      });
      if (!row) throw notFound(id);
      return { ...(noticeOf(row) as Omit<NoticeDetail, 'content'>), content: row.content };
    },

    /**
     * Spec §4 Announcement read: the member has read it. Idempotent: a second call changes nothing.
     * Any live notice the member may see, whatever its language (the player may have switched).
     */
    markRead: async (merchantCode: string, reader: Reader, id: string): Promise<void> => {
      const row = await repository.findLive(merchantCode, Number(id), {
        types: detailTypesFor(reader),
        language: null,
        memberId: reader.memberId,
      });
      if (!row) throw notFound(id);
      await repository.markRead(row.id, reader.memberId);
    },

    operatorList: async (merchantCode: string, type?: AnnouncementType): Promise<OperatorAnnouncement[]> =>
      (await repository.listAll(merchantCode, type)).map(({ row, readCount }) =>
        operatorViewOf(row, readCount),
      ),

    create: async (
      merchant: OperatorAnnouncementsMerchant,
      input: AnnouncementCreate,
      audit: OperatorActor,
    ): Promise<OperatorAnnouncement> => {
      const { type, ...rest } = input;
      const values = {
        startsAt: new Date(),
        action: 'NONE' as const,
        target: '',
        content: '',
        ...valuesOf(rest, merchant),
        type,
        title: input.title.trim(),
      };
      checkRow(
        {
          type,
          groupName: values.groupName ?? null,
          imageUrl: values.imageUrl ?? null,
          action: values.action,
          target: values.target,
          startsAt: values.startsAt,
          endsAt: values.endsAt ?? null,
        },
        input,
      );
      return operatorViewOf(await repository.create(merchant.merchantCode, values, audit), 0);
    },

    /** Null when the merchant has no such announcement. */
    patch: async (
      merchant: OperatorAnnouncementsMerchant,
      id: string,
      input: AnnouncementPatch,
      audit: OperatorActor,
    ): Promise<OperatorAnnouncement | null> => {
      const values = valuesOf(input, merchant);
      const row = await repository.patch(
        merchant.merchantCode,
        Number(id),
        (before) => {
          checkRow({ ...before, ...values }, input);
          return values;
        },
        input,
        audit,
      );
      return row && operatorViewOf(row, await repository.readCountOf(row.id));
    },

    /** The banner home shows first (its carousel's first slide), for the page's HTML shell. */
    firstHomeBanner: async (config: SiteConfig, language: string): Promise<Banner | null> => {
      const { banners } = await list(config, { types: 'B' }, language, null);
      return homeBannersOf(banners, config.features.liveModel)[0] ?? null;
    },
    bannerArt: (id: number) => repository.bannerArt(id),
  };
};

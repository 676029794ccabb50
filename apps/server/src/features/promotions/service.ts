/**
 * Promotions (issue 14 point 4): the live ones of a merchant in the request's language (English
 * where that language has none), and the operator's list, creation and changes. Operator content
 * is sanitized before it is stored; a promotion without its own picture gets one drawn with its
 * title (the banner art of lib/art.ts) at an address that changes with the promotion.
 */
import {
  ErrorCode,
  httpsOriginOf,
  type LanguageCode,
  localizedIn,
  type OperatorPromotion,
  PROMOTIONS_PATHS,
  type PromotionAction,
  type PromotionActionInput,
  type PromotionCategory,
  type PromotionCreate,
  type PromotionDetail,
  type PromotionPatch,
  type PromotionSummary,
  type PromotionTexts,
} from '@app/contract';
import type { OperatorActor } from '../../db/operator-audit';
import { ART_VERSION, BANNER_HEIGHT, BANNER_WIDTH, bannerSvg } from '../../lib/art';
import { realInstantOf } from '../../lib/instant';
import { sanitizeRichText } from '../../lib/rich-text';
import { ApiError } from '../../plugins/errors';
import type { PromotionRow, PromotionsRepository, PromotionValues } from './repository';

/** The size of a drawn picture: the banner art's. */
export const PROMOTION_PICTURE_WIDTH = BANNER_WIDTH;
export const PROMOTION_PICTURE_HEIGHT = BANNER_HEIGHT;

const invalid = (field: string, problem: string): ApiError =>
  new ApiError(ErrorCode.VALIDATION_FAILED, `Invalid body: ${field} ${problem}`, {
    fields: { [field]: problem },
  });

/** The field each kind of button needs; the others must be absent. */
const ACTION_FIELDS = { none: null, claim: 'rewardId', route: 'to', url: 'url' } as const;

const actionColumnsOf = (
  action: PromotionActionInput,
): Pick<PromotionValues, 'actionKind' | 'actionTarget'> => {
  const needed = ACTION_FIELDS[action.kind];
  for (const field of ['rewardId', 'to', 'url'] as const) {
    if (field !== needed && action[field] !== undefined) {
      throw invalid(`action.${field}`, `is not allowed for kind ${action.kind}`);
    }
  }
  const target = needed ? action[needed] : '';
  if (target === undefined) throw invalid(`action.${needed}`, `is required for kind ${action.kind}`);
  return { actionKind: action.kind, actionTarget: target };
};

const actionOf = (row: PromotionRow): PromotionAction => {
  switch (row.actionKind) {
    case 'claim':
      return { kind: 'claim', rewardId: row.actionTarget };
    case 'route':
      return { kind: 'route', to: row.actionTarget };
    case 'url':
      return { kind: 'url', url: row.actionTarget };
    default:
      return { kind: 'none' };
  }
};

const instantOf = (value: string, field: string): Date => {
  const date = realInstantOf(value);
  if (!date) throw invalid(field, 'is not a real date and time');
  return date;
};

/** Each language's content sanitized; titles and summaries are plain text (the site escapes them). */
const sanitizedTexts = <T extends Partial<Record<string, PromotionTexts>>>(texts: T): T =>
  Object.fromEntries(
    Object.entries(texts).map(([language, text]) => [
      language,
      text && { ...text, content: sanitizeRichText(text.content) },
    ]),
  ) as T;

/**
 * The merchant an operator call names, with the origins its pages load pictures from and the ids
 * of its rewards (a claim button must name one of them).
 */
export interface OperatorMerchant {
  merchantCode: string;
  imageOrigins: readonly string[];
  rewardIds: readonly string[];
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;

export const createPromotionsService = ({
  repository,
  now,
}: {
  repository: PromotionsRepository;
  now: () => number;
}) => {
  /** The language whose texts a player of `language` reads (English where that one has none). */
  const languageShown = (row: PromotionRow, language: LanguageCode): LanguageCode =>
    language !== 'EN' && row.texts[language] ? language : 'EN';

  const pictureOf = (row: PromotionRow, language: LanguageCode) => {
    if (row.pictureUrl) {
      return {
        pictureUrl: row.pictureUrl,
        pictureWidth: row.pictureWidth ?? PROMOTION_PICTURE_WIDTH,
        pictureHeight: row.pictureHeight ?? PROMOTION_PICTURE_HEIGHT,
      };
    }
    // The address names the language and the version of the title, so it can be cached forever.
    const version = `${ART_VERSION}.${row.updatedAt.getTime().toString(36)}`;
    const path = PROMOTIONS_PATHS.picture.replace(':promotionId', String(row.id));
    return {
      pictureUrl: `${path}?lang=${languageShown(row, language)}&v=${version}`,
      pictureWidth: PROMOTION_PICTURE_WIDTH,
      pictureHeight: PROMOTION_PICTURE_HEIGHT,
    };
  };

  const summaryOf = (row: PromotionRow, language: LanguageCode): PromotionSummary => {
    const { title, summary } = localizedIn(row.texts, language);
    return {
      promotionId: String(row.id),
      category: row.category,
      title,
      summary,
      ...pictureOf(row, language),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      action: actionOf(row),
    };
  };

  const operatorViewOf = (row: PromotionRow): OperatorPromotion => {
    const at = now();
    return {
      promotionId: String(row.id),
      category: row.category,
      texts: row.texts,
      picture: row.pictureUrl
        ? {
            url: row.pictureUrl,
            width: row.pictureWidth ?? PROMOTION_PICTURE_WIDTH,
            height: row.pictureHeight ?? PROMOTION_PICTURE_HEIGHT,
          }
        : null,
      action: actionOf(row),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      enabled: row.enabled,
      sortOrder: row.sortOrder,
      live: row.enabled && row.startsAt.getTime() <= at && (row.endsAt === null || row.endsAt.getTime() > at),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  };

  /** The columns of the fields given (undefined ones left out), checked beyond what the schema can say. */
  const valuesOf = (input: PromotionPatch): Partial<PromotionValues> => {
    const values: Partial<PromotionValues> = {};
    if (input.category !== undefined) values.category = input.category;
    if (input.picture !== undefined) {
      values.pictureUrl = input.picture?.url ?? null;
      values.pictureWidth = input.picture?.width ?? null;
      values.pictureHeight = input.picture?.height ?? null;
    }
    if (input.action !== undefined) Object.assign(values, actionColumnsOf(input.action));
    if (input.startsAt !== undefined) values.startsAt = instantOf(input.startsAt, 'startsAt');
    if (input.endsAt !== undefined)
      values.endsAt = input.endsAt === null ? null : instantOf(input.endsAt, 'endsAt');
    if (input.enabled !== undefined) values.enabled = input.enabled;
    if (input.sortOrder !== undefined) values.sortOrder = input.sortOrder;
    return values;
  };

  /** The operator's picture must come from a host the merchant's pages may load pictures from. */
  const checkPicture = (input: PromotionPatch, merchant: OperatorMerchant) => {
    if (!input.picture) return;
    const origin = httpsOriginOf(input.picture.url);
    if (!origin || !merchant.imageOrigins.includes(origin)) {
      throw invalid(
        'picture.url',
        `must be on one of the merchant's image hosts (imageCDNs: ${merchant.imageOrigins.join(', ') || 'none'})`,
      );
    }
  };

  /** A claim button must name a reward of the merchant: a dead one would only show an error. */
  const checkReward = (input: PromotionPatch, merchant: OperatorMerchant) => {
    const rewardId = input.action?.kind === 'claim' ? input.action.rewardId : undefined;
    if (rewardId !== undefined && !merchant.rewardIds.includes(rewardId)) {
      throw invalid(
        'action.rewardId',
        `is not a reward of ${merchant.merchantCode} (see: rewards <merchant>)`,
      );
    }
  };

  const checkPeriod = (startsAt: Date, endsAt: Date | null | undefined) => {
    if (endsAt && endsAt.getTime() <= startsAt.getTime()) throw invalid('endsAt', 'must be after startsAt');
  };

  return {
    list: async (
      merchantCode: string,
      language: LanguageCode,
      category?: PromotionCategory,
    ): Promise<PromotionSummary[]> =>
      (await repository.listLive(merchantCode, new Date(now()), category)).map((row) =>
        summaryOf(row, language),
      ),

    detail: async (merchantCode: string, language: LanguageCode, id: string): Promise<PromotionDetail> => {
      const row = await repository.findLive(merchantCode, Number(id), new Date(now()));
      if (!row) throw new ApiError(ErrorCode.NOT_FOUND, `No promotion ${id}`);
      return { ...summaryOf(row, language), content: localizedIn(row.texts, language).content };
    },

    /** The drawn picture of a promotion in a language (its title), or null for no such promotion. */
    pictureSvg: async (id: string, language: LanguageCode): Promise<string | null> => {
      const row = await repository.pictureOf(Number(id));
      if (!row) return null;
      return bannerSvg({
        title: localizedIn(row.texts, language).title,
        width: PROMOTION_PICTURE_WIDTH,
        height: PROMOTION_PICTURE_HEIGHT,
      });
    },

    operatorList: async (merchantCode: string): Promise<OperatorPromotion[]> =>
      (await repository.listAll(merchantCode)).map(operatorViewOf),

    create: async (
      merchant: OperatorMerchant,
      input: PromotionCreate,
      audit: OperatorActor,
    ): Promise<OperatorPromotion> => {
      checkPicture(input, merchant);
      checkReward(input, merchant);
      const { texts, ...rest } = input;
      const values = {
        startsAt: new Date(now()),
        ...valuesOf(rest),
        category: input.category,
        texts: sanitizedTexts(texts),
      };
      checkPeriod(values.startsAt, values.endsAt);
      return operatorViewOf(await repository.create(merchant.merchantCode, values, audit));
    },

    /** Null when the merchant has no such promotion. */
    patch: async (
      merchant: OperatorMerchant,
      id: string,
      input: PromotionPatch,
      audit: OperatorActor,
    ): Promise<OperatorPromotion | null> => {
      checkPicture(input, merchant);
      checkReward(input, merchant);
      const { texts, ...rest } = input;
      const values = valuesOf(rest);
      const row = await repository.patch(
        merchant.merchantCode,
        Number(id),
        (before) => {
          checkPeriod(
            values.startsAt ?? before.startsAt,
            values.endsAt === undefined ? before.endsAt : values.endsAt,
          );
          return texts ? { ...values, texts: { ...before.texts, ...sanitizedTexts(texts) } } : values;
        },
        input,
        audit,
      );
      return row && operatorViewOf(row);
    },
  };
};

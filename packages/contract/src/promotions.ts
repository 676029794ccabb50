/**
 * The promotions feature (issue 14 point 4): the live promotions of a merchant by category, each
 * with a picture (the operator's, or one the server draws), a period and, in the detail, sanitized
 * rich content and what its button does. Operators create and change them (audited) in several
 * languages; players read them in theirs (English where their language has none).
 */
import Type, { type Static } from 'typebox';
import { Ok } from './envelope';
import { Localized } from './localized';
import {
  PROMOTION_ACTION_KINDS,
  PROMOTION_CATEGORIES,
  PROMOTION_CONTENT_MAX,
  PROMOTION_SUMMARY_MAX,
  PROMOTION_TITLE_MAX,
  PROMOTIONS_CALLS,
  PROMOTIONS_OPERATOR_PATHS,
  REWARD_ID_PATTERN,
} from './promotions-rules';
import { HttpsUrl, SitePage } from './urls';

export const PromotionCategory = Type.Enum(PROMOTION_CATEGORIES);
export type PromotionCategory = Static<typeof PromotionCategory>;
const PromotionId = Type.String({ pattern: '^[0-9]{1,15}$' });
const RewardId = Type.String({ pattern: REWARD_ID_PATTERN });
/** ISO 8601 with a time zone; the server refuses a date that does not exist (2026-02-30). */
export const Instant = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2})$',
  maxLength: 40,
  description: 'ISO 8601 with a time zone, e.g. 2026-12-31T23:59:59Z',
});

/** What the detail's button does (one shape per kind). */
export const PromotionAction = Type.Union([
  Type.Object({ kind: Type.Literal('none') }),
  /** The site links to the reward centre, which highlights this reward and offers its claim. */
  Type.Object({ kind: Type.Literal('claim'), rewardId: Type.String() }),
  Type.Object({ kind: Type.Literal('route'), to: Type.String() }),
  /** Opened in a new tab. */
  Type.Object({ kind: Type.Literal('url'), url: Type.String() }),
]);
export type PromotionAction = Static<typeof PromotionAction>;

/** A card of /m/activity. The picture's size is given so the card keeps its place while it loads. */
export const PromotionSummary = Type.Object({
  promotionId: Type.String(),
  category: PromotionCategory,
  title: Type.String(),
  summary: Type.String(),
  pictureUrl: Type.String(),
  pictureWidth: Type.Integer(),
  pictureHeight: Type.Integer(),
  startsAt: Type.String({ description: 'ISO 8601' }),
  /** Null: no end. */
  endsAt: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
  action: PromotionAction,
});
export type PromotionSummary = Static<typeof PromotionSummary>;

export const PromotionDetail = Type.Object({
  ...PromotionSummary.properties,
  content: Type.String({ description: 'Sanitized HTML' }),
});
export type PromotionDetail = Static<typeof PromotionDetail>;

export const PromotionsQuery = Type.Object(
  { category: Type.Optional(PromotionCategory) },
  { additionalProperties: false },
);
export const PromotionsValue = Type.Object({ list: Type.Array(PromotionSummary) });
export type PromotionsValue = Static<typeof PromotionsValue>;
export const PromotionParams = Type.Object({ promotionId: PromotionId });

export const promotionsRoutes = {
  list: { ...PROMOTIONS_CALLS.list, querystring: PromotionsQuery, response: Ok(PromotionsValue) },
  detail: { ...PROMOTIONS_CALLS.detail, params: PromotionParams, response: Ok(PromotionDetail) },
} as const;

// ---- operator ---------------------------------------------------------------------------------

/** One language's texts; content is rich HTML, sanitized by the server before it is stored. */
export const PromotionTexts = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: PROMOTION_TITLE_MAX }),
    summary: Type.String({ maxLength: PROMOTION_SUMMARY_MAX }),
    content: Type.String({ maxLength: PROMOTION_CONTENT_MAX }),
  },
  { additionalProperties: false },
);
export type PromotionTexts = Static<typeof PromotionTexts>;

/** The operator's own picture; without one the server draws a picture with the title. */
export const PromotionPicture = Type.Object(
  {
    url: HttpsUrl,
    width: Type.Integer({ minimum: 1, maximum: 4096 }),
    height: Type.Integer({ minimum: 1, maximum: 4096 }),
  },
  { additionalProperties: false },
);

/**
 * The button as an operator sets it: its kind and the one field that kind needs (rewardId, to or
 * url). One flat object rather than a union, so a 400 names the field that is wrong or missing.
 */
export const PromotionActionInput = Type.Object(
  {
    kind: Type.Enum(PROMOTION_ACTION_KINDS),
    rewardId: Type.Optional(RewardId),
    to: Type.Optional(SitePage),
    url: Type.Optional(HttpsUrl),
  },
  { additionalProperties: false },
);
export type PromotionActionInput = Static<typeof PromotionActionInput>;

const writable = {
  category: PromotionCategory,
  texts: Localized(PromotionTexts),
  /** Null: the server draws one. */
  picture: Type.Union([PromotionPicture, Type.Null()]),
  action: PromotionActionInput,
  startsAt: Instant,
  /** Null: no end. */
  endsAt: Type.Union([Instant, Type.Null()]),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
};

/** A new promotion: category and texts (English required); the rest has defaults (no picture, no button, from now on, enabled). */
export const PromotionCreate = Type.Object(
  {
    category: writable.category,
    texts: writable.texts,
    picture: Type.Optional(writable.picture),
    action: Type.Optional(writable.action),
    startsAt: Type.Optional(writable.startsAt),
    endsAt: Type.Optional(writable.endsAt),
    enabled: Type.Optional(writable.enabled),
    sortOrder: Type.Optional(writable.sortOrder),
  },
  { additionalProperties: false },
);
export type PromotionCreate = Static<typeof PromotionCreate>;

/** A change: any of the fields; texts replace the languages given and keep the others. */
export const PromotionPatch = Type.Object(
  {
    category: Type.Optional(writable.category),
    texts: Type.Optional(
      Type.Partial(Localized(PromotionTexts), { additionalProperties: false, minProperties: 1 }),
    ),
    picture: Type.Optional(writable.picture),
    action: Type.Optional(writable.action),
    startsAt: Type.Optional(writable.startsAt),
    endsAt: Type.Optional(writable.endsAt),
    enabled: Type.Optional(writable.enabled),
    sortOrder: Type.Optional(writable.sortOrder),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PromotionPatch = Static<typeof PromotionPatch>;

/** A promotion as the operator sees it: every language, live or not. */
export const OperatorPromotion = Type.Object({
  promotionId: Type.String(),
  category: PromotionCategory,
  texts: Localized(Type.Object({ title: Type.String(), summary: Type.String(), content: Type.String() })),
  picture: Type.Union([
    Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() }),
    Type.Null(),
  ]),
  action: PromotionAction,
  startsAt: Type.String(),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
  /** Enabled, started and not ended: what players see now. */
  live: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type OperatorPromotion = Static<typeof OperatorPromotion>;

const OperatorMerchantParams = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
});
const OperatorPromotionParams = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
  promotionId: PromotionId,
});

export const promotionsOperatorRoutes = {
  list: {
    method: 'GET',
    url: PROMOTIONS_OPERATOR_PATHS.promotions,
    params: OperatorMerchantParams,
    response: Ok(Type.Object({ list: Type.Array(OperatorPromotion) })),
  },
  create: {
    method: 'POST',
    url: PROMOTIONS_OPERATOR_PATHS.promotions,
    params: OperatorMerchantParams,
    body: PromotionCreate,
    response: Ok(OperatorPromotion),
  },
  patch: {
    method: 'PATCH',
    url: PROMOTIONS_OPERATOR_PATHS.promotion,
    params: OperatorPromotionParams,
    body: PromotionPatch,
    response: Ok(OperatorPromotion),
  },
} as const;

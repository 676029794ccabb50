/**
 * The promotions feature's plain values (no schemas): paths, calls, categories and the limits of
 * an operator's promotion (spec §2 /m/activity and /m/activityDetail, issue 14). The schemas are in
 * promotions.ts.
 */
import type { ApiCall } from './api-call';

export const PROMOTIONS_PATHS = {
  /** The live promotions of the merchant, in the request's language; optional ?category=. */
  list: '/wps/promotions',
  /** One live promotion with its content (sanitized HTML). */
  detail: '/wps/promotions/:promotionId',
  /** The drawn picture (SVG) of a promotion without its own, immutable (the address carries a version). */
  picture: '/wps/art/promotions/:promotionId.svg',
} as const;

export const PROMOTIONS_CALLS = {
  list: { method: 'GET', url: PROMOTIONS_PATHS.list },
  detail: { method: 'GET', url: PROMOTIONS_PATHS.detail },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key header): list (live or not), create, change. */
export const PROMOTIONS_OPERATOR_PATHS = {
  promotions: '/wps/operator/merchants/:merchantCode/promotions',
  promotion: '/wps/operator/merchants/:merchantCode/promotions/:promotionId',
} as const;

/** What the site's tabs group promotions by (the site adds an "All" tab). */
export const PROMOTION_CATEGORIES = ['NEW_MEMBER', 'DEPOSIT', 'DAILY', 'REBATE', 'VIP', 'OTHER'] as const;

/**
 * What the detail's button does: nothing; claim a reward in the reward centre; open a page of the
 * site; open an outside https address in a new tab.
 */
export const PROMOTION_ACTION_KINDS = ['none', 'claim', 'route', 'url'] as const;
export type PromotionActionKind = (typeof PROMOTION_ACTION_KINDS)[number];

/** A reward's id as the reward centre knows it (its number or seed key). */
export const REWARD_ID_PATTERN = '^[A-Za-z0-9_.:-]{1,64}$';

/** The lengths of an operator's texts, per language. */
export const PROMOTION_TITLE_MAX = 80;
export const PROMOTION_SUMMARY_MAX = 200;
export const PROMOTION_CONTENT_MAX = 20_000;

/**
 * Where a promotion's button leads (pure, for the detail screen and its tests): a claim opens the
 * reward centre on that reward, a route a page of the site, a url an outside https page in a new
 * tab. An address that is not safe (decision 0023) gets no button, whatever the server said.
 */
import type { PromotionAction } from '@app/contract';
import { isSafeLink } from '@app/contract/client';
import { REWARD_CENTRE_PATH } from '../games/category-rules';

export const ACTIVITY_DETAIL_PATH = '/m/activityDetail';

export const promotionDetailPath = (promotionId: string) =>
  `${ACTIVITY_DETAIL_PATH}?id=${encodeURIComponent(promotionId)}`;

export interface PromotionLink {
  href: string;
  /** An outside page: opened in a new tab. */
  external: boolean;
  /** The button's label key. */
  labelKey: 'promotion_claim' | 'promotion_take_part';
}

export const promotionLinkOf = (action: PromotionAction): PromotionLink | null => {
  switch (action.kind) {
    case 'claim':
      return {
        href: `${REWARD_CENTRE_PATH}?reward=${encodeURIComponent(action.rewardId)}`,
        external: false,
        labelKey: 'promotion_claim',
      };
    case 'route':
      return action.to.startsWith('/m/') && isSafeLink(action.to)
        ? { href: action.to, external: false, labelKey: 'promotion_take_part' }
        : null;
    case 'url':
      return action.url.startsWith('https://') && isSafeLink(action.url)
        ? { href: action.url, external: true, labelKey: 'promotion_take_part' }
        : null;
    default:
      return null;
  }
};

/** Promotions as the server answers them, for the screens' tests. */
import type { PromotionDetail, PromotionSummary } from '@app/contract';

export const promotionOf = (id: number, overrides: Partial<PromotionSummary> = {}): PromotionSummary => ({
  promotionId: String(id),
  category: 'DEPOSIT',
  title: `Promotion ${id}`,
  summary: `Summary ${id}`,
  pictureUrl: `/wps/art/promotions/${id}.svg?lang=EN&v=2.1`,
  pictureWidth: 750,
  pictureHeight: 300,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  action: { kind: 'none' },
  ...overrides,
});

export const detailOf = (id: number, overrides: Partial<PromotionDetail> = {}): PromotionDetail => ({
  ...promotionOf(id),
  content:
    '<p>Intro</p><h3>Terms</h3><ol><li>Deposit</li></ol><table><tbody><tr><th scope="row">Bonus</th><td>100%</td></tr></tbody></table>',
  ...overrides,
});

/** Which banners home shows (spec §2 Home banner carousel) — a pure function, tested alone. */
import type { Banner } from '@app/contract';

/** Spec §2: the carousel shows the groups m_home and m_live; live banners only with the live-model feature. */
export const HOME_BANNER_GROUPS = ['m_home', 'm_live'] as const;
const LIVE_GROUP = 'm_live';

export const homeBannersOf = (banners: readonly Banner[], liveModel: boolean): Banner[] =>
  banners.filter(
    (banner) =>
      (HOME_BANNER_GROUPS as readonly string[]).includes(banner.groupName) &&
      (liveModel || banner.groupName !== LIVE_GROUP),
  );

/**
 * The home banner carousel (spec §2 Home): autoplay every BANNER_AUTOPLAY_MS, looping, clickable
 * pagination only with more than one banner; a click runs the banner's action. The box keeps the
 * first banner's aspect ratio from the start, so nothing shifts when the images arrive.
 *
 * It starts still: the first banner (the page's largest paint) and the dots, plain markup. The
 * swiper (a chunk of its own) takes over at the first touch or key press, or when the first
 * interval is up, and then moves at once: a slow phone spends its first seconds on the page, not on
 * an animation library, and the banners still change every BANNER_AUTOPLAY_MS.
 */
import type { Banner } from '@app/contract';
import { BANNER_AUTOPLAY_MS } from '@app/contract/client';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useFirstUse } from '../../ui/use-first-use';
import { BannerDots, BannerSlide } from './banner-slide';
import './announcements.css';

const BannerSwiper = lazy(() => import('./banner-swiper'));

export interface BannerCarouselProps {
  banners: readonly Banner[];
  onBannerClick: (banner: Banner) => void;
}

export function BannerCarousel({ banners, onBannerClick }: BannerCarouselProps) {
  const { t } = useTranslation();
  const used = useFirstUse();
  const [startIndex, setStartIndex] = useState(0);
  const [shownAt] = useState(() => performance.now());
  const [first] = banners;
  if (!first) return null;
  const several = banners.length > 1;
  const still = (
    <>
      <BannerSlide banner={banners[startIndex] ?? first} first onClick={onBannerClick} />
      {several && <BannerDots total={banners.length} current={startIndex} onSelect={setStartIndex} />}
    </>
  );

  return (
    // Swiper measures and moves its track left to right; in RTL pages it stays LTR to work.
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('banners')}
      dir="ltr"
      style={{ aspectRatio: `${first.width} / ${first.height}` }}
    >
      {several && used ? (
        <Suspense fallback={still}>
          <BannerSwiper
            banners={banners}
            onBannerClick={onBannerClick}
            startIndex={startIndex}
            // Untouched, the swiper arrives when the first interval is up: that is the first move.
            moveNow={performance.now() - shownAt >= BANNER_AUTOPLAY_MS}
          />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}

/**
 * The box before the banners have answered: the usual banner shape, so the page does not jump,
 * showing the picture the page's shell already showed, if any (decision 0016).
 */
export function BannerPlaceholder({ ratio, imageUrl }: { ratio: string; imageUrl?: string }) {
  return (
    <div className="banner-carousel banner-carousel--placeholder" style={{ aspectRatio: ratio }}>
      {imageUrl && <img className="banner-carousel__shell-image" src={imageUrl} alt="" />}
    </div>
  );
}

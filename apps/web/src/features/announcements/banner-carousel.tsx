/**
 * The home banner carousel (spec §2 Home): antd-mobile Swiper, autoplay every BANNER_AUTOPLAY_MS,
 * looping, clickable pagination only with more than one banner; a click runs the banner's action.
 * The box keeps the first banner's aspect ratio from the start, so nothing shifts when the images
 * arrive; the first image is the page's largest paint and loads eagerly with high priority.
 */
import type { Banner } from '@app/contract';
import { BANNER_AUTOPLAY_MS } from '@app/contract/client';
import Swiper, { type SwiperRef } from 'antd-mobile/es/components/swiper';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_IMAGE_URL } from '../../ui/lazy-image';
import './announcements.css';

export interface BannerCarouselProps {
  banners: readonly Banner[];
  onBannerClick: (banner: Banner) => void;
}

export function BannerCarousel({ banners, onBannerClick }: BannerCarouselProps) {
  const { t } = useTranslation();
  const swiper = useRef<SwiperRef>(null);
  const [first] = banners;
  if (!first) return null;
  const several = banners.length > 1;

  return (
    // Swiper measures and moves its track left to right; in RTL pages it stays LTR to work.
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('banners')}
      dir="ltr"
      style={{ aspectRatio: `${first.width} / ${first.height}` }}
    >
      <Swiper
        ref={swiper}
        autoplay={several}
        autoplayInterval={BANNER_AUTOPLAY_MS}
        loop={several}
        allowTouchMove={several}
        indicator={
          several
            ? (total, current) => (
                <div className="banner-carousel__pagination">
                  {Array.from({ length: total }, (_, index) => (
                    <button
                      // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
                      key={index}
                      type="button"
                      className="banner-carousel__dot"
                      aria-label={t('banner_n_of_total', { n: index + 1, total })}
                      aria-current={index === current}
                      onClick={() => swiper.current?.swipeTo(index)}
                    />
                  ))}
                </div>
              )
            : false
        }
      >
        {banners.map((banner, index) => (
          <Swiper.Item key={banner.id}>
            <button
              type="button"
              className="banner-carousel__slide"
              aria-label={banner.title}
              disabled={banner.action === 'NONE'}
              onClick={() => onBannerClick(banner)}
            >
              <img
                src={banner.url}
                alt=""
                width={banner.width}
                height={banner.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
                onError={(event) => {
                  // Spec §8: a failed image shows the default one (once: it could fail too).
                  if (!event.currentTarget.src.endsWith(DEFAULT_IMAGE_URL))
                    event.currentTarget.src = DEFAULT_IMAGE_URL;
                }}
              />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}

/** The box before the banners have answered: the usual banner shape, so the page does not jump. */
export function BannerPlaceholder({ ratio }: { ratio: string }) {
  return <div className="banner-carousel banner-carousel--placeholder" style={{ aspectRatio: ratio }} />;
}

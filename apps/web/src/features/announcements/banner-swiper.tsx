/**
 * The moving state of the home carousel: antd-mobile Swiper, autoplay every BANNER_AUTOPLAY_MS,
 * looping, clickable dots. A chunk of its own, loaded once the page has settled (see
 * banner-carousel.tsx): Swiper and its animation libraries are the heaviest part of home's first
 * render and nothing moves before the first interval anyway.
 */
import type { Banner } from '@app/contract';
import { BANNER_AUTOPLAY_MS } from '@app/contract/client';
import Swiper, { type SwiperRef } from 'antd-mobile/es/components/swiper';
import { useEffect, useRef, useState } from 'react';
import { BannerDots, BannerSlide } from './banner-slide';

export interface BannerSwiperProps {
  banners: readonly Banner[];
  onBannerClick: (banner: Banner) => void;
  /** The slide to start on (a dot tapped before the swiper loaded). */
  startIndex: number;
  /** True when the first interval has passed already: the first move happens at once. */
  moveNow: boolean;
}

export default function BannerSwiper({ banners, onBannerClick, startIndex, moveNow }: BannerSwiperProps) {
  const swiper = useRef<SwiperRef>(null);
  useEffect(() => {
    if (moveNow) swiper.current?.swipeNext();
  }, [moveNow]);
  // A tapped dot's slide stays a whole interval: antd-mobile's autoplay timer runs on through a
  // swipeTo, so a tap late in an interval was followed by the next slide at once. Autoplay is
  // switched off for one render, which makes the Swiper start its timer again.
  const [restartingAutoplay, setRestartingAutoplay] = useState(false);
  useEffect(() => {
    if (restartingAutoplay) setRestartingAutoplay(false);
  }, [restartingAutoplay]);

  return (
    <Swiper
      ref={swiper}
      defaultIndex={startIndex}
      autoplay={!restartingAutoplay}
      autoplayInterval={BANNER_AUTOPLAY_MS}
      loop
      indicator={(total, current) => (
        <BannerDots
          total={total}
          current={current}
          onSelect={(index) => {
            swiper.current?.swipeTo(index);
            setRestartingAutoplay(true);
          }}
        />
      )}
    >
      {banners.map((banner, index) => (
        <Swiper.Item key={banner.id}>
          <BannerSlide banner={banner} first={index === 0} onClick={onBannerClick} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}

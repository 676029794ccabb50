/** One banner of the home carousel, and the carousel's dots: shared by its still and moving states. */
import type { Banner } from '@app/contract';
import { useTranslation } from '../../i18n/use-translation';
import { DEFAULT_IMAGE_URL } from '../../ui/lazy-image';

export function BannerSlide({
  banner,
  first,
  onClick,
}: {
  banner: Banner;
  /** The first banner is the page's largest paint: eager, high priority. The others wait. */
  first: boolean;
  onClick: (banner: Banner) => void;
}) {
  return (
    <button
      type="button"
      className="banner-carousel__slide"
      aria-label={banner.title}
      disabled={banner.action === 'NONE'}
      onClick={() => onClick(banner)}
    >
      <img
        src={banner.url}
        alt=""
        width={banner.width}
        height={banner.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        onError={(event) => {
          // Spec §8: a failed image shows the default one (once: it could fail too).
          if (!event.currentTarget.src.endsWith(DEFAULT_IMAGE_URL))
            event.currentTarget.src = DEFAULT_IMAGE_URL;
        }}
      />
    </button>
  );
}

/** Spec §2: clickable pagination, one dot per banner, the current one marked. */
export function BannerDots({
  total,
  current,
  onSelect,
}: {
  total: number;
  current: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="banner-carousel__pagination">
      {Array.from({ length: total }, (_, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
          key={index}
          type="button"
          className="banner-carousel__dot"
          aria-label={t('banner_n_of_total', { n: index + 1, total })}
          aria-current={index === current}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}

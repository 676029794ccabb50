/**
 * The home notice ticker (spec §2 Home): the player announcements' titles scroll across at
 * MARQUEE_FPS frames a second; 'no announcement' when there are none; a tap opens /m/notice.
 * A small requestAnimationFrame loop capped at the spec's frame rate rather than antd-mobile's
 * NoticeBar, whose CSS transition runs at the screen's rate. It follows the reading direction and
 * stands still for people who ask for reduced motion.
 */
import { MARQUEE_FPS } from '@app/contract/client';
import { SoundOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './announcements.css';

export const NOTICE_PATH = '/m/notice';
/** Pixels moved per frame: at 20 fps the text travels 40 px a second, an easy reading pace. */
export const MARQUEE_STEP_PX = 2;
const FRAME_MS = 1000 / MARQUEE_FPS;
/** Space between two titles. */
const TITLE_SEPARATOR = '\u2003\u2003';

/** `titles` undefined: not answered yet — the bar keeps its place without claiming there is nothing. */
export function NoticeTicker({ titles }: { titles: readonly string[] | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = titles?.join(TITLE_SEPARATOR) ?? '';
  return (
    <button
      type="button"
      className="notice-ticker"
      aria-label={`${t('title_announcement')}: ${text || (titles ? t('no_announcement') : '')}`}
      onClick={() => navigate(NOTICE_PATH)}
    >
      <SoundOutline className="notice-ticker__icon" aria-hidden="true" />
      {text ? (
        <Marquee text={text} />
      ) : (
        <span className="notice-ticker__text">{titles && t('no_announcement')}</span>
      )}
    </button>
  );
}

function Marquee({ text }: { text: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const line = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const boxElement = box.current;
    const lineElement = line.current;
    if (!boxElement || !lineElement || typeof requestAnimationFrame === 'undefined') return;
    if (typeof ResizeObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const rtl = getComputedStyle(boxElement).direction === 'rtl';
    // Measured once (and again on resize): reading sizes every frame forces a layout each time.
    let boxWidth = boxElement.clientWidth;
    let lineWidth = lineElement.scrollWidth;
    const resized = new ResizeObserver(() => {
      boxWidth = boxElement.clientWidth;
      lineWidth = lineElement.scrollWidth;
    });
    resized.observe(boxElement);
    // x runs from the box's far edge to past the line's length, then starts over.
    let x = boxWidth;
    let last = 0;
    const place = () => {
      lineElement.style.transform = `translateX(${rtl ? -x : x}px)`;
    };
    place();
    let frame = requestAnimationFrame(function step(now) {
      if (now - last >= FRAME_MS) {
        last = now;
        x -= MARQUEE_STEP_PX;
        if (x < -lineWidth) x = boxWidth;
        place();
      }
      frame = requestAnimationFrame(step);
    });
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
    };
  }, []);

  return (
    <span ref={box} className="notice-ticker__box">
      <span ref={line} className="notice-ticker__line">
        {text}
      </span>
    </span>
  );
}

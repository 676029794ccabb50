/**
 * The home notice ticker (spec §2 Home): the player announcements' titles scroll across at
 * MARQUEE_FPS frames a second; 'no announcement' when there are none; a tap opens /m/notice.
 * Not antd-mobile's NoticeBar, whose CSS transition moves at the screen's rate. Nor a
 * requestAnimationFrame loop: that made every frame a main-thread task (the frame's layout and
 * paint landing in it), and its size reads forced a full-page layout right after React's commit,
 * all of it counted in Total Blocking Time. Instead one Web Animations transform animation with
 * `steps()` timing: the compositor runs it without the main thread, and `steps(n)` over
 * n × 1000 / MARQUEE_FPS ms gives exactly MARQUEE_FPS position changes a second of
 * MARQUEE_STEP_PX each. Sizes come from a ResizeObserver (delivered after the browser's own
 * layout, so reading them forces none), which also restarts the animation when they change. It
 * follows the reading direction and stands still for people who ask for reduced motion, and where
 * the browser (or jsdom) lacks Element.animate or ResizeObserver.
 */
import { MARQUEE_FPS } from '@app/contract/client';
import { SoundOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import './announcements.css';
import { NOTICE_PATH } from './notice-rules';
/** Pixels moved per frame: at 20 fps the text travels 40 px a second, an easy reading pace. */
export const MARQUEE_STEP_PX = 2;
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

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * One pass, repeated: the line enters from the box's far edge and moves MARQUEE_STEP_PX a frame
 * (a `steps()` jump every 1000 / MARQUEE_FPS ms) until the whole line has left. With `end` the
 * last keyframe itself is never shown: the pass starts over there, and its first position (just
 * past the far edge) is as empty as the last would be. In RTL the line sits at the box's right
 * edge and moves the other way, so the signs mirror.
 */
function marqueeAnimation(boxWidth: number, lineWidth: number, rtl: boolean) {
  const steps = Math.ceil((boxWidth + lineWidth) / MARQUEE_STEP_PX);
  const from = rtl ? -boxWidth : boxWidth;
  const to = rtl ? lineWidth : -lineWidth;
  const keyframes: Keyframe[] = [
    { transform: `translateX(${from}px)` },
    { transform: `translateX(${to}px)` },
  ];
  const options: KeyframeAnimationOptions = {
    duration: (steps * 1000) / MARQUEE_FPS,
    iterations: Number.POSITIVE_INFINITY,
    easing: `steps(${steps}, end)`,
  };
  return { keyframes, options };
}

/** The observed element's width from a resize entry (its inline size: the text runs horizontally). */
function widthOf(entry: ResizeObserverEntry): number {
  return entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
}

function Marquee({ text }: { text: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const line = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const boxElement = box.current;
    const lineElement = line.current;
    if (!boxElement || !lineElement) return;
    if (typeof ResizeObserver === 'undefined' || typeof lineElement.animate !== 'function') return;
    const reducedMotion = window.matchMedia?.(REDUCED_MOTION);
    // Nothing is read from layout here: the observer reports both sizes once laid out.
    let boxWidth = 0;
    let lineWidth = 0;
    let started = '';
    let animation: Animation | undefined;
    const stop = () => {
      animation?.cancel();
      animation = undefined;
      started = '';
    };
    const start = () => {
      if (reducedMotion?.matches || boxWidth <= 0 || lineWidth <= 0) return stop();
      // An attribute, not getComputedStyle: <html dir> is set from the language (i18n/language.ts).
      const rtl = boxElement.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
      const key = `${boxWidth} ${lineWidth} ${rtl}`;
      if (key === started) return;
      stop();
      const { keyframes, options } = marqueeAnimation(boxWidth, lineWidth, rtl);
      animation = lineElement.animate(keyframes, options);
      started = key;
    };
    const resized = new ResizeObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === boxElement) boxWidth = widthOf(entry);
        else if (entry.target === lineElement) lineWidth = widthOf(entry);
      }
      start();
    });
    resized.observe(boxElement);
    resized.observe(lineElement);
    // Asking for reduced motion while the page is open stops the text (and lets it go again).
    reducedMotion?.addEventListener?.('change', start);
    return () => {
      reducedMotion?.removeEventListener?.('change', start);
      resized.disconnect();
      stop();
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

/**
 * The floating Telegram and Facebook buttons of home (spec §2 Home): only those the site
 * configures, on the page's end edge where nothing that can be tapped lies beneath them
 * (free-spot.ts): away while the page scrolls, back in the lowest free place once it rests.
 */
import type { SiteConfig } from '@app/contract';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { resourceUrl } from '../download/download-rules';
import { lowestFreeTop, tappableStretches } from './free-spot';
import { SOCIAL_LINKS } from './social-icons';

/** Spec §2 floats only Telegram and Facebook; YouTube is in the footer alone. */
const FLOATING = SOCIAL_LINKS.filter((social) => social.resourceType !== 'YOUTUBE');

/** How long the page must be still before the buttons come back. */
const AT_REST_MS = 150;

export function FloatingSocial({ resources }: { resources: SiteConfig['resources'] }) {
  const { t } = useTranslation();
  const links = FLOATING.flatMap((item) => {
    const url = resourceUrl(resources, item.resourceType);
    return url ? [{ ...item, url }] : [];
  });
  const list = useRef<HTMLUListElement>(null);
  const shift = useFreeSpotShift(list, links.length > 0);
  if (links.length === 0) return null;
  return (
    <ul
      ref={list}
      className={shift === null ? 'floating-social floating-social--away' : 'floating-social'}
      style={shift ? { transform: `translateY(${shift}px)` } : undefined}
    >
      {links.map(({ resourceType, labelKey, Icon, url }) => (
        <li key={resourceType}>
          <a
            className={`floating-social__button floating-social__button--${resourceType.toLowerCase()}`}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(labelKey)}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * How far up (negative) from its place in the style sheet the list must move to cover nothing
 * tappable; null while the page moves or when no place is free.
 */
function useFreeSpotShift(list: RefObject<HTMLElement | null>, shown: boolean): number | null {
  const [shift, setShift] = useState<number | null>(null);
  const applied = useRef<number | null>(null);
  useEffect(() => {
    const element = list.current;
    if (!shown || !element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (next: number | null) => {
      applied.current = next;
      setShift(next);
    };
    const place = () => {
      const box = element.getBoundingClientRect();
      const restingTop = box.top - (applied.current ?? 0);
      const taken = tappableStretches(element, box.left, box.right);
      const top = lowestFreeTop({ top: 0, bottom: restingTop + box.height }, box.height, taken);
      show(top === null ? null : top - restingTop);
    };
    const placeSoon = () => {
      timer = setTimeout(() => {
        timer = undefined;
        place();
      }, AT_REST_MS);
    };
    // A change of the page (a counter ticking, a section arriving) waits for the check already
    // planned, so that steady changes cannot put it off for ever; a scroll starts the wait again.
    const changed = () => {
      if (timer === undefined) placeSoon();
    };
    const moved = () => {
      if (applied.current !== null) show(null);
      clearTimeout(timer);
      placeSoon();
    };
    moved();
    // Capture: the scrolls of inner lists (the category chips) do not bubble.
    document.addEventListener('scroll', moved, { capture: true, passive: true });
    window.addEventListener('resize', moved);
    // Sections arrive and grow without a scroll: the place is checked again once they settle.
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(changed);
    resized?.observe(document.body);
    const added = new MutationObserver(changed);
    added.observe(document.body, { childList: true, subtree: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('scroll', moved, { capture: true });
      window.removeEventListener('resize', moved);
      resized?.disconnect();
      added.disconnect();
    };
  }, [list, shown]);
  return shift;
}

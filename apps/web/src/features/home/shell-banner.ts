/**
 * The banner the server wrote into index.html's home shell (decision 0016; the first slide of the
 * carousel). Read while React renders home for the first time, before its commit replaces the
 * shell: home keeps showing that picture until the announcements answer instead of an empty box.
 */
import type { ShellBanner } from '@app/contract/client';

export function readShellBanner(): ShellBanner | null {
  const image = document.querySelector<HTMLImageElement>('.boot-shell__banner img');
  const url = image?.getAttribute('src');
  const width = Number(image?.getAttribute('width'));
  const height = Number(image?.getAttribute('height'));
  return url && width > 0 && height > 0 ? { url, width, height } : null;
}

import { LAZY_LOAD_THRESHOLD_PX } from '@app/contract/client';
import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_IMAGE_URL, LazyImage } from './lazy-image';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];

vi.stubGlobal(
  'IntersectionObserver',
  class {
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  },
);

describe('LazyImage (spec §4 Lazy images)', () => {
  afterEach(() => {
    observers.length = 0;
  });

  it('reserves its size and loads only once within the threshold of the viewport', () => {
    render(<LazyImage src="/game.png" alt="Game" width={96} height={96} />);
    const image = screen.getByRole('img', { name: 'Game' });
    expect(image.getAttribute('width')).toBe('96');
    expect(image.getAttribute('src')).toBeNull();
    expect(observers[0]?.options?.rootMargin).toBe(`${LAZY_LOAD_THRESHOLD_PX}px`);
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(image.getAttribute('src')).toBe('/game.png');
  });

  it('loads at once when eager (a picture of the first view), without waiting for the observer', () => {
    render(<LazyImage src="/first.png" alt="First" width={96} height={96} eager />);
    expect(screen.getByRole('img', { name: 'First' }).getAttribute('src')).toBe('/first.png');
  });

  it('falls back to the default image when loading fails', () => {
    render(<LazyImage src="/broken.png" alt="Broken" width={96} height={96} />);
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    const image = screen.getByRole('img', { name: 'Broken' });
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(DEFAULT_IMAGE_URL);
  });
});

import type { Banner } from '@app/contract';
import { BANNER_AUTOPLAY_MS, homeBannersOf } from '@app/contract/client';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { BannerCarousel } from './banner-carousel';
import BannerSwiper from './banner-swiper';
import { NOTICE_PATH } from './notice-rules';
import { NoticeTicker } from './notice-ticker';

const banner = (id: string, groupName: string, action: Banner['action'] = 'NONE'): Banner => ({
  id,
  groupName,
  title: `Banner ${id}`,
  url: `/wps/art/banners/${id}.svg`,
  width: 750,
  height: 300,
  action,
  target: '/m/activity',
  game: null,
});

function renderAt(element: React.ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/m/home', element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/m/home'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('home banners (spec §2 Home banner carousel)', () => {
  const banners = [
    banner('a', 'm_home'),
    banner('l', 'm_live'),
    banner('n', 'm_newgame'),
    banner('r', 'm_reg'),
  ];

  it('shows m_home and m_live, the live ones only with the live-model feature', () => {
    expect(homeBannersOf(banners, true).map((b) => b.id)).toEqual(['a', 'l']);
    expect(homeBannersOf(banners, false).map((b) => b.id)).toEqual(['a']);
  });

  it('has clickable pagination only with more than one banner', async () => {
    renderAt(<BannerCarousel banners={[banner('a', 'm_home')]} onBannerClick={() => {}} />);
    expect(screen.queryByRole('button', { name: /Banner 1 of/ })).toBeNull();
  });

  it('paginates several banners; still at first with the first image eager, the swiper after the first touch', async () => {
    const { container } = renderWithProviders(
      <BannerCarousel banners={[banner('a', 'm_home'), banner('b', 'm_home')]} onBannerClick={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Banner 1 of 2' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Banner 2 of 2' })).toBeTruthy();
    const still = [...container.querySelectorAll('img')];
    expect(still.map((img) => img.getAttribute('src'))).toEqual(['/wps/art/banners/a.svg']);
    expect(still[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(still[0]?.getAttribute('loading')).toBe('eager');
    expect(still[0]?.getAttribute('width')).toBe('750');
    expect(still[0]?.getAttribute('height')).toBe('300');

    fireEvent.pointerDown(window);
    const second = await waitFor(
      () => {
        const image = container.querySelector('img[src$="/b.svg"]');
        if (!image) throw new Error('the swiper has not loaded yet');
        return image;
        // The swiper is a lazy module: its first import can take a while on a busy machine.
      },
      { timeout: 5_000 },
    );
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(screen.getAllByRole('button', { name: 'Banner 2 of 2' })).toHaveLength(1);
  });

  it("keeps a tapped dot's slide a whole interval, then moves on by itself", () => {
    // Only the timeouts are fake: the autoplay's timer is one, the slide's spring runs on frames.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderWithProviders(
        <BannerSwiper
          banners={[banner('a', 'm_home'), banner('b', 'm_home'), banner('c', 'm_home')]}
          onBannerClick={() => {}}
          startIndex={0}
          moveNow={false}
        />,
      );
      const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');
      expect(current()).toBe('Banner 1 of 3');
      act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 100));
      fireEvent.click(screen.getByRole('button', { name: 'Banner 3 of 3' }));
      act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 100));
      expect(current()).toBe('Banner 3 of 3');
      // Then it moves on (where to, jsdom cannot say: the swiper reckons the next slide from its
      // spring's position, and springs do not run here).
      act(() => vi.advanceTimersByTime(200));
      expect(current()).not.toBe('Banner 3 of 3');
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs the banner action on click', async () => {
    const onClick = vi.fn();
    const route = banner('a', 'm_home', 'ROUTE');
    renderWithProviders(<BannerCarousel banners={[route]} onBannerClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Banner a' }));
    expect(onClick).toHaveBeenCalledWith(route);
  });
});

describe('notice ticker (spec §2 Home)', () => {
  it("says 'no announcement' when there is none, and opens /m/notice on tap", async () => {
    const router = renderAt(<NoticeTicker titles={[]} />);
    expect(screen.getByText('No announcement')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Announcement/ }));
    expect(router.state.location.pathname).toBe(NOTICE_PATH);
  });

  it('shows the titles, and claims nothing before the answer', () => {
    renderAt(<NoticeTicker titles={['Maintenance tonight', 'New slots']} />);
    expect(screen.getByText(/Maintenance tonight/).textContent).toContain('New slots');
    expect(screen.queryByText('No announcement')).toBeNull();
  });

  it('shows no empty text while loading', () => {
    renderAt(<NoticeTicker titles={undefined} />);
    expect(screen.queryByText('No announcement')).toBeNull();
  });
});

describe('notice ticker motion (spec §2 Home: 20 fps, off the main thread)', () => {
  /** A ResizeObserver the test drives: `report` delivers entries as the browser would after layout. */
  class FakeResizeObserver {
    static last: FakeResizeObserver | undefined;
    readonly observed: Element[] = [];
    disconnected = false;
    constructor(private readonly callback: ResizeObserverCallback) {
      FakeResizeObserver.last = this;
    }
    observe(target: Element) {
      this.observed.push(target);
    }
    unobserve() {}
    disconnect() {
      this.disconnected = true;
    }
    report(sizes: [Element, number][]) {
      const entries = sizes.map(
        ([target, width]) =>
          ({
            target,
            borderBoxSize: [{ inlineSize: width, blockSize: 20 }],
            contentBoxSize: [{ inlineSize: width, blockSize: 20 }],
            contentRect: { width, height: 20 },
          }) as unknown as ResizeObserverEntry,
      );
      this.callback(entries, this as unknown as ResizeObserver);
    }
  }

  let animate: ReturnType<typeof vi.fn>;
  let cancels: ReturnType<typeof vi.fn>[];
  const originalAnimate = Object.getOwnPropertyDescriptor(Element.prototype, 'animate');

  /** Stubs matchMedia; `set` changes the reduced-motion answer and tells the listeners. */
  function stubMotion(reduced: boolean) {
    const listeners = new Set<() => void>();
    const list = {
      matches: reduced,
      media: '(prefers-reduced-motion: reduce)',
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => (query === list.media ? list : { ...list, matches: false, media: query })),
    );
    return {
      listeners,
      set(value: boolean) {
        list.matches = value;
        for (const listener of listeners) listener();
      },
    };
  }

  beforeEach(() => {
    FakeResizeObserver.last = undefined;
    cancels = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    animate = vi.fn(() => {
      const cancel = vi.fn();
      cancels.push(cancel);
      return { cancel } as unknown as Animation;
    });
    Object.defineProperty(Element.prototype, 'animate', {
      value: animate,
      configurable: true,
      writable: true,
    });
    stubMotion(false);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    if (originalAnimate) Object.defineProperty(Element.prototype, 'animate', originalAnimate);
    else delete (Element.prototype as { animate?: unknown }).animate;
    document.documentElement.dir = 'ltr';
  });

  /** Renders the ticker and lays it out: a 300 px box, a 500 px line. */
  function renderTicker() {
    renderAt(<NoticeTicker titles={['Maintenance tonight', 'New slots']} />);
    const line = screen.getByText(/Maintenance tonight/);
    const box = line.parentElement as HTMLElement;
    const observer = FakeResizeObserver.last;
    if (!observer) throw new Error('the ticker observes no size');
    expect(observer.observed).toEqual([box, line]);
    observer.report([
      [box, 300],
      [line, 500],
    ]);
    return { box, line, observer };
  }

  /** The one pass over a 300 px box and a 500 px line: 800 px, 400 steps of 2 px, 50 ms each. */
  const expectPass = (from: string, to: string) =>
    expect(animate).toHaveBeenCalledWith(
      [{ transform: `translateX(${from})` }, { transform: `translateX(${to})` }],
      {
        duration: 20_000,
        iterations: Number.POSITIVE_INFINITY,
        easing: 'steps(400, end)',
      },
    );

  it('moves 2 px a frame at 20 fps from the right edge until the line has left, in LTR', () => {
    const { line } = renderTicker();
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.contexts[0]).toBe(line);
    expectPass('300px', '-500px');
  });

  it('moves the other way in RTL', () => {
    document.documentElement.dir = 'rtl';
    renderTicker();
    expectPass('-300px', '500px');
  });

  it('waits for both sizes, restarts when one changes and stops on unmount', () => {
    renderAt(<NoticeTicker titles={['Maintenance tonight']} />);
    const line = screen.getByText(/Maintenance tonight/);
    const box = line.parentElement as HTMLElement;
    const observer = FakeResizeObserver.last as FakeResizeObserver;
    observer.report([[box, 300]]);
    expect(animate).not.toHaveBeenCalled();
    observer.report([[line, 500]]);
    expect(animate).toHaveBeenCalledTimes(1);

    // The box narrows (say the screen turns): 200 + 500 = 700 px, 350 steps.
    observer.report([[box, 200]]);
    expect(cancels[0]).toHaveBeenCalled();
    expect(animate).toHaveBeenCalledTimes(2);
    expect(animate).toHaveBeenLastCalledWith(
      [{ transform: 'translateX(200px)' }, { transform: 'translateX(-500px)' }],
      expect.objectContaining({ duration: 17_500, easing: 'steps(350, end)' }),
    );
    // The same sizes again: the running pass goes on.
    observer.report([[box, 200]]);
    expect(animate).toHaveBeenCalledTimes(2);

    cleanup();
    expect(cancels[1]).toHaveBeenCalled();
    expect(observer.disconnected).toBe(true);
  });

  it('asks for no animation under prefers-reduced-motion', () => {
    stubMotion(true);
    renderAt(<NoticeTicker titles={['Maintenance tonight']} />);
    const line = screen.getByText(/Maintenance tonight/);
    FakeResizeObserver.last?.report([
      [line.parentElement as HTMLElement, 300],
      [line, 500],
    ]);
    expect(animate).not.toHaveBeenCalled();
  });

  it('stops when reduced motion is asked for while the page is open, and goes again after', () => {
    const motion = stubMotion(false);
    renderTicker();
    expect(animate).toHaveBeenCalledTimes(1);
    motion.set(true);
    expect(cancels[0]).toHaveBeenCalled();
    expect(animate).toHaveBeenCalledTimes(1);
    motion.set(false);
    expect(animate).toHaveBeenCalledTimes(2);
    cleanup();
    expect(motion.listeners.size).toBe(0);
  });

  it('stands still without Element.animate (jsdom, old browsers)', () => {
    delete (Element.prototype as { animate?: unknown }).animate;
    renderAt(<NoticeTicker titles={['Maintenance tonight']} />);
    expect(FakeResizeObserver.last).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Announcement: Maintenance tonight' })).toBeTruthy();
  });
});

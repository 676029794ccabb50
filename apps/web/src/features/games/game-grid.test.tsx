import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { GameGrid } from './game-grid';
import { gameOf } from './game-list.fixtures';

describe('GameGrid pictures', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads the first view's pictures at once and leaves the rest to the lazy observer", () => {
    // An observer that never reports: only the eager cards may have a source.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const games = [gameOf(1), gameOf(2), gameOf(3)];
    const { container } = renderWithProviders(<GameGrid games={games} onLaunch={vi.fn()} eagerCards={2} />);
    const art = [...container.querySelectorAll('img.game-card-art')];
    expect(art.map((image) => image.getAttribute('src') !== null)).toEqual([true, true, false]);
    expect(art[0]?.getAttribute('src')).toBe(games[0]?.mobileLargeIcon || games[0]?.iconUrl);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});

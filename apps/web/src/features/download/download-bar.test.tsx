import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders, stubApi } from '../../test/render';
import { DownloadBar } from './download-bar';

const pendingBand = (container: HTMLElement) => container.querySelector('.download-bar--pending');

describe('download bar (spec §4)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('holds its place while the site config is on its way, then shows the offers', async () => {
    stubApi({
      '/wps/system/config': {
        ...SITE_CONFIG,
        resources: [{ resourceType: 'Android', url: 'https://dl.example/app.apk' }],
      },
    });
    const { container } = renderWithProviders(<DownloadBar />);
    expect(pendingBand(container)).not.toBeNull();
    expect(await screen.findByRole('complementary', { name: 'Download the app' })).toBeTruthy();
    expect(pendingBand(container)).toBeNull();
  });

  it('leaves no empty band when the site config cannot be had (offline)', async () => {
    stubApi({ '/wps/system/config': null });
    const { container } = renderWithProviders(<DownloadBar />);
    await waitFor(() => expect(pendingBand(container)).toBeNull());
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

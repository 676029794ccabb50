/**
 * The download bar's and popup's buttons (spec §2 Download bar and popups): the iOS profile rule of
 * spec §4 and §8, and the add-to-home guide on old iOS (spec §2, §9) in place of the download.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outsidePage } from '../../lib/outside-page';
import { renderWithProviders } from '../../test/render';
import { toast } from '../../ui/toast';
import { DownloadButtons } from './download-buttons';
import type { DownloadContext, DownloadResource } from './download-rules';

const PROFILE = 'https://download.example/ios/lucky.mobileconfig';
const IPA = 'https://download.example/ios/lucky.ipa';
const APK = 'https://download.example/android/lucky.apk';
const profileOnly: DownloadResource[] = [
  { resourceType: 'MOBILECONFIG', url: PROFILE },
  { resourceType: 'Android', url: APK },
];
const withDirect: DownloadResource[] = [{ resourceType: 'IOS', url: IPA }, ...profileOnly];

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1';
const IPHONE_11_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1';

function renderButtons(userAgent: string, resources: DownloadResource[]) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const context: DownloadContext = { device: 'ios', installed: false, resources };
  renderWithProviders(<DownloadButtons context={context} />);
  return screen.getByRole('link', { name: 'iOS' });
}

/** jsdom does not navigate; a link's own default is kept from it so that only the page's reaction shows. */
const stopNavigation = (event: Event) => event.preventDefault();

describe('download bar and popup buttons', () => {
  beforeAll(() => import('../../ui/antd-imperative'), 30_000);
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.removeEventListener('click', stopNavigation);
  });

  it('sends iOS to the profile when there is no direct link, in a new tab', () => {
    const ios = renderButtons(IPHONE_SAFARI, profileOnly);
    expect(ios.getAttribute('href')).toBe(PROFILE);
    expect(ios.getAttribute('target')).toBe('_blank');
  });

  it("alerts 'Please use Safari' for the profile outside Safari, and does not navigate (spec §8)", async () => {
    const ios = renderButtons(IPHONE_CHROME, profileOnly);
    expect(fireEvent.click(ios)).toBe(false);
    const alert = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(alert).getByText('Please use Safari for download App.')).toBeTruthy();
  });

  it("in Safari: 'going to settings' for 4 s once the page has focus again, then the profile link (spec §4)", () => {
    const leave = vi.spyOn(outsidePage, 'open').mockImplementation(() => {});
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    const ios = renderButtons(IPHONE_SAFARI, profileOnly);
    document.addEventListener('click', stopNavigation);
    vi.useFakeTimers();
    fireEvent.click(ios);
    // Nothing until the user is back from the profile's prompt.
    vi.advanceTimersByTime(10_000);
    expect(info).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('focus'));
    expect(info).toHaveBeenCalledExactlyOnceWith(
      'Going to settings: open Settings to install the profile',
      4_000,
    );
    vi.advanceTimersByTime(3_999);
    expect(leave).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(leave).toHaveBeenCalledExactlyOnceWith(PROFILE);
    // Once: a later focus does nothing more.
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(10_000);
    expect(info).toHaveBeenCalledOnce();
    expect(leave).toHaveBeenCalledOnce();
  });

  it('a second tap replaces the first one: one toast, one redirect', () => {
    const leave = vi.spyOn(outsidePage, 'open').mockImplementation(() => {});
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    const ios = renderButtons(IPHONE_SAFARI, profileOnly);
    document.addEventListener('click', stopNavigation);
    vi.useFakeTimers();
    fireEvent.click(ios);
    fireEvent.click(ios);
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(4_000);
    expect(info).toHaveBeenCalledOnce();
    expect(leave).toHaveBeenCalledOnce();
  });

  it('leaves the direct iOS link as it is: no alert, no redirect', () => {
    const leave = vi.spyOn(outsidePage, 'open').mockImplementation(() => {});
    const ios = renderButtons(IPHONE_CHROME, withDirect);
    expect(ios.getAttribute('href')).toBe(IPA);
    document.addEventListener('click', stopNavigation);
    vi.useFakeTimers();
    fireEvent.click(ios);
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(10_000);
    expect(leave).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the add-to-home guide on iOS 11 instead of the download (spec §2, §9)', async () => {
    const ios = renderButtons(IPHONE_11_SAFARI, withDirect);
    expect(ios.getAttribute('aria-haspopup')).toBe('dialog');
    expect(fireEvent.click(ios)).toBe(false);
    const guide = await screen.findByRole('dialog', { name: 'Add to your home screen' });
    expect(within(guide).getByText('Tap the Share button at the bottom of Safari.')).toBeTruthy();
    // The profile download under the same Safari rule, and a way to close the guide.
    expect(within(guide).getByRole('link', { name: 'iOS profile' }).getAttribute('href')).toBe(PROFILE);
    expect(within(guide).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

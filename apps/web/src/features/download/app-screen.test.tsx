/**
 * /m/app (spec §2 route table: guides for Android and iOS; §4 iOS download; §8 iOS outside Safari;
 * §9 iOS add-to-home guide), rendered with the site config's download links and a chosen user agent.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { AppScreen } from './app-screen';
import { type InstallPromptEvent, startCapturingInstallPrompt } from './install-prompt';

const APK = 'https://download.example/android/lucky.apk';
const IPA = 'https://download.example/ios/lucky.ipa';
const PROFILE = 'https://download.example/ios/lucky.mobileconfig';
const ALL_LINKS = [
  { resourceType: 'TELEGRAM', url: 'https://t.me/lucky' },
  { resourceType: 'IOS', url: IPA },
  { resourceType: 'Android', url: APK },
  { resourceType: 'MOBILECONFIG', url: PROFILE },
];

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const OLD_IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';

function renderApp({ userAgent = ANDROID, resources = ALL_LINKS as unknown[] } = {}) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  fakeApi({ '/wps/system/config': { value: { ...SITE_CONFIG, resources } } });
  const router = createMemoryRouter(
    [
      { path: '/m/app', Component: AppScreen },
      { path: '/m/home', element: <p>home page</p> },
    ],
    { initialEntries: ['/m/app'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const guide = (name: 'Android' | 'iOS') => screen.findByRole('region', { name });
const guideHeadings = () =>
  screen
    .getAllByRole('region')
    .map((region) => within(region).getAllByRole('heading', { level: 2 })[0]?.textContent);

/** jsdom does not navigate; a link's own default is kept from it so that only the page's reaction shows. */
const stopNavigation = (event: Event) => event.preventDefault();

describe('/m/app, the app download page', () => {
  beforeAll(() => import('../../ui/antd-imperative'), 30_000);
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.removeEventListener('click', stopNavigation);
  });

  it("shows the icon, the merchant's name, the 5.0 rating and both guides with the site's links", async () => {
    renderApp();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lucky Mobile' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'App download' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeTruthy();
    // Android first on an Android phone.
    expect(guideHeadings()).toEqual(['Android', 'iOS']);

    const android = within(await guide('Android'));
    expect(android.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Tap the button below to download the app (an APK file).',
      'If your phone asks, allow installing apps from this source, then tap Install.',
      'Open the app and log in with your account.',
    ]);
    const apk = android.getByRole('link', { name: 'Download APK' });
    expect(apk.getAttribute('href')).toBe(APK);
    // Spec §2: .apk and .ipa download in the same window, other links open a new tab.
    expect(apk.getAttribute('target')).toBeNull();

    const ios = within(await guide('iOS'));
    const direct = ios.getByRole('link', { name: 'Download for iOS' });
    expect(direct.getAttribute('href')).toBe(IPA);
    expect(direct.getAttribute('target')).toBeNull();
    const profile = ios.getByRole('link', { name: 'iOS profile' });
    expect(profile.getAttribute('href')).toBe(PROFILE);
    expect(profile.getAttribute('target')).toBe('_blank');
    expect(ios.getByText('Open Settings, tap “Profile Downloaded”, then Install.')).toBeTruthy();
    expect(ios.getByText('Open this page in Safari.')).toBeTruthy();
  });

  it('puts the iOS guide first on an iPhone; back leads home when there is no history', async () => {
    const router = renderApp({ userAgent: IPHONE_SAFARI });
    await guide('iOS');
    expect(guideHeadings()).toEqual(['iOS', 'Android']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('says so where a link is missing, instead of a dead button', async () => {
    renderApp({ resources: [{ resourceType: 'MOBILECONFIG', url: PROFILE }] });
    const android = within(await guide('Android'));
    expect(android.getByText('The Android app is not available for download on this site yet.')).toBeTruthy();
    expect(android.queryByRole('link')).toBeNull();
    const ios = within(await guide('iOS'));
    expect(ios.queryByRole('link', { name: 'Download for iOS' })).toBeNull();
    expect(ios.getByRole('link', { name: 'iOS profile' })).toBeTruthy();
  });

  it('says so for both guides when the site has no app link at all', async () => {
    renderApp({ resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/lucky' }] });
    await guide('Android');
    expect(screen.getByText('The Android app is not available for download on this site yet.')).toBeTruthy();
    expect(screen.getByText('The iOS app is not available for download on this site yet.')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it("alerts 'Please use Safari' for the profile in another iOS browser, and goes nowhere (spec §8)", async () => {
    renderApp({ userAgent: IPHONE_CHROME });
    const profile = within(await guide('iOS')).getByRole('link', { name: 'iOS profile' });
    // fireEvent reports whether the page kept the default (the navigation) or prevented it.
    expect(fireEvent.click(profile)).toBe(false);
    const alert = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(alert).getByText('Please use Safari for download App.')).toBeTruthy();
    // Spec §8: with a confirm button.
    expect(within(alert).getByRole('button', { name: 'OK' })).toBeTruthy();
  });

  it('shows the add-to-home guide with the profile download on iOS 12.1 (spec §2, §9)', async () => {
    renderApp({ userAgent: OLD_IPHONE_SAFARI });
    const ios = within(await guide('iOS'));
    expect(ios.getByRole('heading', { level: 3, name: 'Add to your home screen' })).toBeTruthy();
    expect(ios.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Tap the Share button at the bottom of Safari.',
      'Scroll down and choose “Add to Home Screen”.',
      'Tap “Add” to finish.',
    ]);
    expect(ios.getByRole('link', { name: 'iOS profile' }).getAttribute('href')).toBe(PROFILE);
    expect(ios.queryByRole('link', { name: 'Download for iOS' })).toBeNull();
  });

  it('says the app is installed inside the installed app, and offers nothing to install', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    renderApp();
    expect(
      await screen.findByText('You are using the installed app: there is nothing more to install.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Android' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'iOS' })).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it("offers the browser's install prompt when it makes one, once", async () => {
    startCapturingInstallPrompt();
    renderApp();
    await guide('Android');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    }) satisfies InstallPromptEvent;
    act(() => {
      window.dispatchEvent(offer);
    });
    const install = await screen.findByRole('region', { name: 'Install as a web app' });
    expect(within(install).getByText(/Add Lucky Mobile to your home screen/)).toBeTruthy();
    await userEvent.click(within(install).getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
    // The browser's offer is used once: the button goes.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install' })).toBeNull());
  });

  it('goes to the profile link 4 s after the page has focus again in Safari (spec §4)', async () => {
    const { outsidePage } = await import('../../lib/outside-page');
    const { toast } = await import('../../ui/toast');
    const leave = vi.spyOn(outsidePage, 'open').mockImplementation(() => {});
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    renderApp({ userAgent: IPHONE_SAFARI });
    const profile = within(await guide('iOS')).getByRole('link', { name: 'iOS profile' });
    document.addEventListener('click', stopNavigation);
    vi.useFakeTimers();
    fireEvent.click(profile);
    expect(screen.queryByRole('dialog')).toBeNull();
    window.dispatchEvent(new Event('focus'));
    expect(info).toHaveBeenCalledWith('Going to settings: open Settings to install the profile', 4_000);
    vi.advanceTimersByTime(3_999);
    expect(leave).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(leave).toHaveBeenCalledWith(PROFILE);
  });
});

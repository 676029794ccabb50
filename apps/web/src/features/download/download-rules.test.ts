import { describe, expect, it } from 'vitest';
import {
  appLinksFor,
  type DownloadResource,
  deviceOf,
  footerAppLinksOf,
  iosLinkOf,
  opensInSameWindow,
  showsDownloadBar,
  showsDownloadIcon,
} from './download-rules';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';

const IOS: DownloadResource = { resourceType: 'IOS', url: 'https://dl.example/app.ipa' };
const PROFILE: DownloadResource = {
  resourceType: 'MOBILECONFIG',
  url: 'https://dl.example/app.mobileconfig',
};
const APK: DownloadResource = { resourceType: 'Android', url: 'https://dl.example/app.apk' };
const TELEGRAM: DownloadResource = { resourceType: 'TELEGRAM', url: 'https://t.me/x' };

describe('device (spec §4 Download bar: links fit the device)', () => {
  it('tells iOS (iPadOS in desktop mode too), Android and others apart', () => {
    expect(deviceOf(IPHONE)).toBe('ios');
    expect(deviceOf(ANDROID)).toBe('android');
    expect(deviceOf(DESKTOP)).toBe('other');
    expect(deviceOf(IPAD_DESKTOP_MODE, 5)).toBe('ios');
    expect(deviceOf(IPAD_DESKTOP_MODE, 0)).toBe('other');
  });

  it('offers iOS IOS or MOBILECONFIG, Android Android, others any app link — never social links', () => {
    const all = [IOS, PROFILE, APK, TELEGRAM];
    expect(appLinksFor('ios', all)).toEqual([IOS, PROFILE]);
    expect(appLinksFor('android', all)).toEqual([APK]);
    expect(appLinksFor('other', all)).toEqual([IOS, PROFILE, APK]);
    expect(appLinksFor('ios', [APK, TELEGRAM])).toEqual([]);
    expect(appLinksFor('android', [{ resourceType: 'Android', url: '' }])).toEqual([]);
  });

  it('sends iOS to the direct app link first, else to the profile', () => {
    expect(iosLinkOf([PROFILE, IOS])).toBe(IOS.url);
    expect(iosLinkOf([PROFILE])).toBe(PROFILE.url);
    expect(iosLinkOf([APK])).toBeUndefined();
  });
});

describe('download icon rule (spec §2 Home header): device × resources × installed × appDownload', () => {
  const cases: [string, Parameters<typeof showsDownloadIcon>, boolean][] = [
    ['iPhone with an iOS link', [{ device: 'ios', installed: false, resources: [IOS] }, true, true], true],
    [
      'iPhone with only a profile',
      [{ device: 'ios', installed: false, resources: [PROFILE] }, true, true],
      true,
    ],
    ['iPhone with only an apk', [{ device: 'ios', installed: false, resources: [APK] }, true, true], false],
    ['Android with an apk', [{ device: 'android', installed: false, resources: [APK] }, true, true], true],
    [
      'Android with iOS links only',
      [{ device: 'android', installed: false, resources: [IOS, PROFILE] }, true, true],
      false,
    ],
    [
      'desktop with any link',
      [{ device: 'other', installed: false, resources: [PROFILE] }, true, true],
      true,
    ],
    ['no links at all', [{ device: 'other', installed: false, resources: [TELEGRAM] }, true, true], false],
    [
      'installed (standalone / web clip)',
      [{ device: 'android', installed: true, resources: [APK] }, true, true],
      false,
    ],
    [
      'app-download window off',
      [{ device: 'android', installed: false, resources: [APK] }, true, false],
      false,
    ],
    ['not a home route', [{ device: 'android', installed: false, resources: [APK] }, false, true], false],
  ];
  it.each(cases)('%s', (_name, args, expected) => {
    expect(showsDownloadIcon(...args)).toBe(expected);
  });
});

describe('download bar rule (spec §4 Download bar)', () => {
  it('shows with a fitting link, outside the app, until closed', () => {
    const context = { device: 'android' as const, installed: false, resources: [APK] };
    expect(showsDownloadBar(context, false)).toBe(true);
    expect(showsDownloadBar(context, true)).toBe(false);
    expect(showsDownloadBar({ ...context, installed: true }, false)).toBe(false);
    expect(showsDownloadBar({ ...context, device: 'ios' }, false)).toBe(false);
  });
});

describe('footer download links (spec §2 Home footer)', () => {
  it('links the iOS profile only with MOBILECONFIG and Android only with an Android resource', () => {
    expect(footerAppLinksOf([IOS, APK])).toEqual({ ios: undefined, android: APK.url });
    expect(footerAppLinksOf([PROFILE])).toEqual({ ios: PROFILE.url, android: undefined });
  });

  it('opens .ipa and .apk in the same window, anything else in a new tab', () => {
    expect(opensInSameWindow('https://dl.example/app.ipa')).toBe(true);
    expect(opensInSameWindow('https://dl.example/app.APK?v=2')).toBe(true);
    expect(opensInSameWindow('https://dl.example/app.mobileconfig')).toBe(false);
    expect(opensInSameWindow('https://play.google.com/store/apps/details?id=x.apk')).toBe(false);
  });
});

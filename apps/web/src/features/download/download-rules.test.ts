import { describe, expect, it } from 'vitest';
import {
  appGuideLinksOf,
  appLinksFor,
  type DownloadResource,
  deviceOf,
  footerAppLinksOf,
  guideOrderOf,
  iosLinkOf,
  iosVersionOf,
  isIosSafari,
  needsAddToHomeGuide,
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

/** An iPhone's Safari user agent of this iOS version ("12_1_4"). */
const iphone = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1`;
const IPAD_12_1 =
  'Mozilla/5.0 (iPad; CPU OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';
const IPOD_10 =
  'Mozilla/5.0 (iPod touch; CPU iPhone OS 10_3_4 like Mac OS X) AppleWebKit/603.3.8 (KHTML, like Gecko) Version/10.0 Mobile/14G61 Safari/602.1';
const IPHONE_CHROME_12_1 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/71.0.3578.89 Mobile/15E148 Safari/605.1';
/** A Windows phone that pretends to be an iPhone too: Android wins, as in deviceOf. */
const WINDOWS_PHONE =
  'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537';

describe('iOS version (spec §9 iOS add-to-home guide)', () => {
  it('reads major, minor and patch from an iPhone, iPad or iPod user agent', () => {
    expect(iosVersionOf(iphone('12_1_4'))).toEqual([12, 1, 4]);
    expect(iosVersionOf(iphone('11_0'))).toEqual([11, 0, 0]);
    expect(iosVersionOf(IPAD_12_1)).toEqual([12, 1, 0]);
    expect(iosVersionOf(IPOD_10)).toEqual([10, 3, 4]);
    expect(iosVersionOf(IPHONE)).toEqual([17, 4, 0]);
  });

  it('has none for Android, a computer, an iPad in desktop mode or a phone only pretending', () => {
    expect(iosVersionOf(ANDROID)).toBeUndefined();
    expect(iosVersionOf(DESKTOP)).toBeUndefined();
    expect(iosVersionOf(IPAD_DESKTOP_MODE)).toBeUndefined();
    expect(iosVersionOf(WINDOWS_PHONE)).toBeUndefined();
    expect(iosVersionOf('Mozilla/5.0 (iPhone) Safari')).toBeUndefined();
  });
});

describe('add-to-home guide rule (spec §2 Download bar and popups, §9)', () => {
  const cases: [string, string, boolean][] = [
    ['iOS 9.3.5', iphone('9_3_5'), true],
    ['iOS 10.3.4 on an iPod', IPOD_10, true],
    ['iOS 11.0', iphone('11_0'), true],
    ['iOS 11.4.1', iphone('11_4_1'), true],
    ['iOS 12.0', iphone('12_0'), true],
    ['iOS 12.1', iphone('12_1'), true],
    ['iOS 12.1.4', iphone('12_1_4'), true],
    ['iPadOS 12.1', IPAD_12_1, true],
    [
      'iOS 12.1 in Chrome (the guide still; the profile button then asks for Safari)',
      IPHONE_CHROME_12_1,
      true,
    ],
    ['iOS 12.2', iphone('12_2'), false],
    ['iOS 12.5.7', iphone('12_5_7'), false],
    ['iOS 13.0', iphone('13_0'), false],
    ['iOS 17.4', IPHONE, false],
    ['Android', ANDROID, false],
    ['a computer', DESKTOP, false],
    ['an iPad in desktop mode (iPadOS 13+)', IPAD_DESKTOP_MODE, false],
    ['a Windows phone naming iPhone OS 7', WINDOWS_PHONE, false],
    ['no user agent', '', false],
  ];
  it.each(cases)('%s', (_name, userAgent, expected) => {
    expect(needsAddToHomeGuide(userAgent)).toBe(expected);
  });
});

describe('Safari (spec §4 iOS download, §8 iOS outside Safari)', () => {
  it('is Safari proper, not another iOS browser or an in-app browser', () => {
    expect(isIosSafari(IPHONE)).toBe(true);
    expect(isIosSafari(iphone('12_1'))).toBe(true);
    expect(isIosSafari(IPHONE_CHROME_12_1)).toBe(false);
    const others = [
      'FxiOS/124.0',
      'EdgiOS/124.0',
      'OPiOS/16.0',
      'FBAN/FBIOS;FBAV/450.0',
      'Instagram 300.0',
      'Line/13.0',
      'MicroMessenger/8.0',
    ];
    for (const browser of others) expect(isIosSafari(`${IPHONE} ${browser}`), browser).toBe(false);
    expect(
      isIosSafari(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe(false);
  });
});

describe('/m/app guides (spec §2 route table: guides for Android and iOS)', () => {
  it('links the APK, the direct iOS app and the profile, each only when configured', () => {
    expect(appGuideLinksOf([TELEGRAM, PROFILE, APK, IOS])).toEqual({
      android: APK.url,
      iosDirect: IOS.url,
      iosProfile: PROFILE.url,
    });
    expect(appGuideLinksOf([PROFILE, { resourceType: 'Android', url: '' }])).toEqual({
      android: undefined,
      iosDirect: undefined,
      iosProfile: PROFILE.url,
    });
  });

  it("puts the device's own guide first", () => {
    expect(guideOrderOf('ios')).toEqual(['ios', 'android']);
    expect(guideOrderOf('android')).toEqual(['android', 'ios']);
    expect(guideOrderOf('other')).toEqual(['android', 'ios']);
  });
});

/**
 * Who sees the app-download bar, icon and links (spec §2 Home header and footer, §4 Download bar,
 * §6 app-download entry). Pure functions of the device, the installed state and the site's
 * download resources, so every combination is tested without rendering.
 */
import type { ResourceType } from '@app/contract/client';

export type Device = 'ios' | 'android' | 'other';

export interface DownloadResource {
  resourceType: ResourceType;
  url: string;
}

/** The phone family from the user agent; iPadOS 13+ says "Macintosh" but has touch points. */
export function deviceOf(userAgent: string, maxTouchPoints = 0): Device {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

/**
 * The iOS version of an iPhone, iPad or iPod user agent ("CPU iPhone OS 12_1_4 like Mac OS X"), as
 * [major, minor, patch]; undefined elsewhere. iPadOS 13+ in desktop mode names a Mac and no iOS
 * version, and is too recent to need anything the version decides.
 */
export function iosVersionOf(userAgent: string): [number, number, number] | undefined {
  if (deviceOf(userAgent) !== 'ios') return undefined;
  const match = /\bOS (\d+)[_.](\d+)(?:[_.](\d+))? like Mac OS X/i.exec(userAgent);
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
}

/**
 * Spec §2 Download bar and popups, §9: the add-to-home-screen guide (with the iOS profile
 * download) is for iOS 12 below 12.2 and iOS 11 and under.
 */
export function needsAddToHomeGuide(userAgent: string): boolean {
  const version = iosVersionOf(userAgent);
  if (!version) return false;
  const [major, minor] = version;
  return major <= 11 || (major === 12 && minor < 2);
}

/**
 * Safari proper (spec §4 iOS download, §8): other iOS browsers and in-app browsers cannot install a
 * configuration profile.
 */
export const isIosSafari = (userAgent: string): boolean =>
  /safari/i.test(userAgent) &&
  !/crios|fxios|edgios|opios|fban|fbav|instagram|line\/|micromessenger/i.test(userAgent);

/** Resource types that install the app on each device (spec §4: IOS or MOBILECONFIG for iOS, Android for Android). */
const APP_RESOURCES: Record<Device, readonly ResourceType[]> = {
  ios: ['IOS', 'MOBILECONFIG'],
  android: ['Android'],
  other: ['IOS', 'MOBILECONFIG', 'Android'],
};

/** The download links that fit the device, in the order the site lists them. */
export const appLinksFor = (device: Device, resources: readonly DownloadResource[]): DownloadResource[] =>
  resources.filter(
    (resource) => resource.url !== '' && APP_RESOURCES[device].includes(resource.resourceType),
  );

/** The first link of a type, if the site configures one. */
export const resourceUrl = (resources: readonly DownloadResource[], type: ResourceType): string | undefined =>
  resources.find((resource) => resource.resourceType === type && resource.url !== '')?.url;

/**
 * The iOS button's target (spec §4 iOS download): the direct app link when there is one, otherwise
 * the configuration profile.
 */
export const iosLinkOf = (resources: readonly DownloadResource[]): string | undefined =>
  resourceUrl(resources, 'IOS') ?? resourceUrl(resources, 'MOBILECONFIG');

/** Spec §2: links ending .ipa or .apk open in the same window (they download), others in a new tab. */
export function opensInSameWindow(url: string): boolean {
  let path = url;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    // Not a URL: judge the text as it is.
  }
  return /\.(ipa|apk)$/i.test(path);
}

/** The target and rel of a download link's anchor under that rule (the href is the url itself). */
export const downloadTargetOf = (url: string) =>
  opensInSameWindow(url) ? {} : { target: '_blank', rel: 'noopener noreferrer' as const };

export interface DownloadContext {
  device: Device;
  /** Inside the native app or the installed web app (display-mode standalone, iOS web clip). */
  installed: boolean;
  resources: readonly DownloadResource[];
}

/** Spec §4 Download bar: hidden when installed, without a fitting link, or once closed. */
export const showsDownloadBar = (context: DownloadContext, closed: boolean): boolean =>
  !closed && !context.installed && appLinksFor(context.device, context.resources).length > 0;

/**
 * Spec §2 Home header: the download icon only on home routes, outside the native or installed
 * app, when the app-download window is enabled and a link exists for the device.
 */
export const showsDownloadIcon = (
  context: DownloadContext,
  onHomeRoute: boolean,
  appDownloadEnabled: boolean,
): boolean =>
  onHomeRoute &&
  appDownloadEnabled &&
  !context.installed &&
  appLinksFor(context.device, context.resources).length > 0;

/**
 * Spec §2 Home footer: the app-download block links the iOS profile only when a MOBILECONFIG
 * resource exists and Android only when an Android resource exists.
 */
export const footerAppLinksOf = (resources: readonly DownloadResource[]) => ({
  ios: resourceUrl(resources, 'MOBILECONFIG'),
  android: resourceUrl(resources, 'Android'),
});

/**
 * The links of /m/app's two guides (spec §2 route table: guides for Android and iOS): the APK, and
 * for iOS both ways the site may offer, the direct app link and the configuration profile.
 */
export const appGuideLinksOf = (resources: readonly DownloadResource[]) => ({
  android: resourceUrl(resources, 'Android'),
  iosDirect: resourceUrl(resources, 'IOS'),
  iosProfile: resourceUrl(resources, 'MOBILECONFIG'),
});

export type GuidePlatform = 'android' | 'ios';

/** The device's own guide first; elsewhere Android, then iOS. */
export const guideOrderOf = (device: Device): readonly GuidePlatform[] =>
  device === 'ios' ? ['ios', 'android'] : ['android', 'ios'];

/**
 * The addresses an operator may give the site (issue 11; docs/decisions/0023), as patterns the
 * server validates with (urls.ts) and the site checks again before it renders a link it received.
 * Only https leaves the site; a contact may also be tel: or mailto:; an in-site address is a path of
 * this origin. Never javascript:, data:, plain http or another scheme. Hosts are plain ASCII names
 * without user info, so `https://bank.example@evil.example` is refused; paths and queries are
 * printable ASCII (percent-encode the rest).
 */

const HOST = '[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?(?::\\d{1,5})?';
const REST = '(?:[/?#][!-~]*)?';

/** https://host[:port][/path][?query][#fragment]. */
export const HTTPS_URL_PATTERN = `^https://${HOST}${REST}$`;
/** A phone number to call: tel:+84 901-234-567 style digits, spaces, dashes, dots and brackets. */
const TEL = 'tel:\\+?[0-9][0-9 ().-]{2,31}';
/** An address to write to, with optional ?subject=... */
const MAILTO = `mailto:[!-~]{1,64}@${HOST}(?:\\?[!-~]*)?`;
/** A contact: an https page (a chat, a messenger link), a phone number or an e-mail address. */
export const CONTACT_URL_PATTERN = `^(?:https://${HOST}${REST}|${TEL}|${MAILTO})$`;
/** A path of this site: starts with one slash (never `//host` or `/\host`, which leave the site). */
const SITE_PATH = '/(?![/\\\\])[!-~]*';
/** An image or link that is either on this site (/m/icons/app-icon.svg) or an https address. */
export const SITE_OR_HTTPS_URL_PATTERN = `^(?:${SITE_PATH}|https://${HOST}${REST})$`;

/** A page of the site (/m/...): where a promotion's button may lead inside the site. */
export const SITE_PAGE_PATTERN = '^/m/[!-~]{0,250}$';

/** What a 400 says of an address that fails one of the patterns above (instead of the pattern). */
export const URL_PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  [HTTPS_URL_PATTERN]: 'must be an https:// address',
  [CONTACT_URL_PATTERN]: 'must be an https://, tel: or mailto: address',
  [SITE_OR_HTTPS_URL_PATTERN]: 'must be a path of this site (/m/...) or an https:// address',
  [SITE_PAGE_PATTERN]: 'must be a page of this site (/m/...)',
};

/** Longest address an operator may set (browsers and CDNs handle far more, but no real link needs it). */
export const URL_MAX_LENGTH = 2048;

const safeLink = new RegExp(`^(?:${SITE_PATH}|https://${HOST}${REST}|${TEL}|${MAILTO})$`);

/**
 * Whether the site may put this address in an href, a frame or window.open: a path of this site, an
 * https address, tel: or mailto:. The server already refuses anything else an operator sends; this
 * is the second lock for addresses that reached the database some other way.
 */
export const isSafeLink = (url: string | null | undefined): url is string =>
  typeof url === 'string' && safeLink.test(url);

const httpsOrigin = new RegExp(`^https://(${HOST})(?:[/?#]|$)`);

/**
 * The origin (https://host[:port], lower case, without the default port) of an https address, or
 * null for anything else: what a Content-Security-Policy may list, with nothing an address could
 * smuggle into the header.
 */
export const httpsOriginOf = (url: string): string | null => {
  if (!new RegExp(HTTPS_URL_PATTERN).test(url)) return null;
  const host = httpsOrigin.exec(url)?.[1];
  return host ? `https://${host.toLowerCase().replace(/:443$/, '')}` : null;
};

/**
 * The schemas of the addresses an operator sets (url-rules.ts has the patterns and why): used by
 * every operator body with a link, image or download address, so a 400 names the field.
 */
import Type from 'typebox';
import {
  CONTACT_URL_PATTERN,
  HTTPS_URL_PATTERN,
  SITE_OR_HTTPS_URL_PATTERN,
  SITE_PAGE_PATTERN,
  URL_MAX_LENGTH,
} from './url-rules';

/** An https address: a download, an image host, a brand page. */
export const HttpsUrl = Type.String({
  pattern: HTTPS_URL_PATTERN,
  maxLength: URL_MAX_LENGTH,
  description: 'An https:// address',
});

/** A contact address: https, tel: or mailto:. */
export const ContactUrl = Type.String({
  pattern: CONTACT_URL_PATTERN,
  maxLength: URL_MAX_LENGTH,
  description: 'An https://, tel: or mailto: address',
});

/** A path of this site (/m/...) or an https address. */
export const SiteOrHttpsUrl = Type.String({
  pattern: SITE_OR_HTTPS_URL_PATTERN,
  maxLength: URL_MAX_LENGTH,
  description: 'A path of this site (/m/...) or an https:// address',
});

/** A page of this site (/m/...). */
export const SitePage = Type.String({
  pattern: SITE_PAGE_PATTERN,
  maxLength: 253,
  description: 'A page of this site (/m/...)',
});

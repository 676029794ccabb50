/**
 * Operator rich text (promotion rules, announcements, help items) is sanitized on the server before
 * it is stored, so the site can render it as HTML: formatting, lists, tables, links and pictures
 * only. No scripts, event handlers, styles, forms or frames; links only to https, mailto:, tel: or
 * a path of the site, and they open outside the site with rel="noopener noreferrer"; pictures only
 * from https or the site itself.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'span',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      // The scheme check runs after this: an address it will drop gets no target either.
      const opensOutside = /^https:\/\//i.test(href);
      const kept: Record<string, string> = opensOutside
        ? { href, target: '_blank', rel: 'noopener noreferrer' }
        : { href };
      return { tagName, attribs: kept };
    },
  },
};

/** The HTML an operator wrote, with everything outside the allowed set removed. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

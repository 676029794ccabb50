/** The content page's address and tabs (the address holds the tab and the merchant). */
export const CONTENT_PATH = '/content';

export const CONTENT_TABS = ['banners', 'notices', 'promotions', 'help', 'inbox'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

/** The tab an address names; announcements when it names none. */
export const contentTabOf = (value: string | null): ContentTab =>
  (CONTENT_TABS as readonly (string | null)[]).includes(value) ? (value as ContentTab) : 'notices';

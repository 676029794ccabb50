/**
 * The help centre's plain values (no schemas): paths, calls and limits (spec §2 Help centre, §3
 * Help item: title, children[], §7 Help centre GET with device MOBILE and a lang parameter). The
 * operator writes sections (the first level) and their items (the second, with the content). The
 * schemas are in help.ts.
 */
import type { ApiCall } from './api-call';

export const HELP_PATHS = {
  /** The help centre of the merchant: ?device=MOBILE&lang=EN (lang defaults to the Language header). */
  list: '/wps/help',
} as const;

export const HELP_CALLS = {
  list: { method: 'GET', url: HELP_PATHS.list },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key header): list, create, change, remove. */
export const HELP_OPERATOR_PATHS = {
  items: '/wps/operator/merchants/:merchantCode/help',
  item: '/wps/operator/merchants/:merchantCode/help/:helpId',
} as const;

/** The devices a help centre is asked for (spec §9: help device MOBILE); the site is MOBILE. */
export const HELP_DEVICES = ['MOBILE', 'WEB'] as const;
export type HelpDevice = (typeof HELP_DEVICES)[number];
/** Which devices a section or item shows on. */
export const HELP_ITEM_DEVICES = ['ALL', ...HELP_DEVICES] as const;
export type HelpItemDevice = (typeof HELP_ITEM_DEVICES)[number];

export const HELP_TITLE_MAX = 80;
export const HELP_CONTENT_MAX = 20_000;

/**
 * The address of an item's detail (spec §2: /m/helpDetail?p={index}&c={subindex}): the indexes of
 * its section and of the item in it, as the help centre's answer orders them.
 */
export const helpDetailPath = (section: number, item: number): string =>
  `/m/helpDetail?p=${section}&c=${item}`;

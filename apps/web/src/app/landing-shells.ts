/**
 * The shells of the landing routes other than home (decision 0056): markup the server writes into
 * the page for the route's paths, so that the screen's frame and title paint with the HTML, before
 * any script has run. React's first render replaces it with the same elements at the same places:
 * the same classes (the screen's own style sheets, which the server links in the page for these
 * routes), the same nesting under the layout's `.app-shell`, the same texts. Each shell mirrors the
 * components named beside it; e2e/landing-shells.spec.ts holds them equal (title, boxes, no shift).
 *
 * Pure strings, no React: vite.config.ts reads this file when it writes the build's
 * LANDING_SHELLS_FILE, with the texts in every language (the visitor's language is known only in
 * the browser; index.html's style shows the one of <html lang>) and antd-mobile's icons drawn.
 */
// The contract's game list rules by path, as vite.config.ts imports the contract: the build's
// config, which reads this file, can load no value of the contract by its name.
import {
  GAME_LIST_FILTERS,
  SHELL_FILTER_ATTRIBUTE,
  SHELL_GAME_ATTRIBUTE,
  SHELL_GAME_SLOTS,
} from '../../../../packages/contract/src/game-list-rules';
import {
  SHELL_AMOUNT_RANGE_ATTRIBUTE,
  SHELL_CHANNEL_ATTRIBUTE,
  SHELL_DEPOSIT_ATTRIBUTE,
  SHELL_DEPOSIT_SLOTS,
} from '../../../../packages/contract/src/payments-rules';
import {
  type RegisterFormRow,
  SHELL_REGISTER_ROW_ATTRIBUTE,
  SHELL_REGISTER_ROWS,
  SHELL_REGISTER_SLOTS,
  SHELL_REGISTER_TABS_ATTRIBUTE,
} from '../../../../packages/contract/src/register-form-rules';
import { PASSWORD_REGISTER_FIELDS, REGISTER_LABEL_KEYS } from '../features/account/register-labels';
import { GAME_FILTER_LABEL_KEYS } from '../features/games/filter-labels';
import type { RouteId } from './layout-rules';

/** What a shell is drawn with; the build supplies them. */
export interface ShellParts {
  /** A translation key's text in every language, as markup (index.html shows the one of <html lang>). */
  text: (key: string) => string;
  /** The language button's code ('EN', 'AR' …) in every language, as markup. */
  languageCode: string;
  /**
   * An antd-mobile icon as its SVG markup (the `flip-in-rtl` ones turn in right-to-left pages),
   * with the class its component gives it.
   */
  icon: (name: ShellIcon, className?: string) => string;
  /** The site's logo (public/logo.svg). */
  logoUrl: string;
  /** The brand's name, as markup the server fills in with the request's merchant's (BRAND_NAME_ATTRIBUTE). */
  brandName: string;
}

export type ShellIcon = 'back' | 'check' | 'close' | 'eye' | 'language' | 'menu' | 'search' | 'star';

/**
 * The layout's frame around a screen (app/layout/app-layout.tsx AppLayout, PageTransition's page
 * without its fade: the first page has none), inert and hidden from assistive technology: it is a
 * picture of the page until React's first render replaces it.
 */
const frame = (content: string, { header = '', footer = false, memberOnly = false } = {}) =>
  `<div class="landing-shell app-shell${footer ? ' app-shell--with-footer' : ''}"${memberOnly ? ' data-member-only' : ''} aria-hidden="true" inert>${header}<main class="app-main"><div class="page">${content}</div></main></div>`;

/** app/layout/app-header.tsx AppHeader of a route whose back goes one page back. */
const appHeader = (parts: ShellParts, titleKey: string) =>
  `<header class="app-header"><button type="button" class="icon-button app-header__side">${parts.icon('back')}</button><h1 class="app-header__title">${parts.text(titleKey)}</h1><button type="button" class="icon-button app-header__side">${parts.icon('menu')}</button></header>`;

/** ui/tab-bar.tsx TabBar's tab. */
const tabMarkup = (title: string, selected: boolean, attributes = '') =>
  `<button type="button" role="tab"${attributes} aria-selected="${selected}" class="tab-bar__tab"><span class="tab-bar__title">${title}</span></button>`;

/**
 * features/account/account-page.tsx AccountPage: close, the language button (ui/language-button.tsx),
 * the logo and the app's name, the login / register toggle; the form follows below it.
 */
const accountPage = (parts: ShellParts, current: 'login' | 'register', form = '') => {
  const toggleLink = (which: 'login' | 'register') =>
    `<a href="/m/${which}"${which === current ? ' aria-current="page"' : ''}>${parts.text(which)}</a>`;
  return frame(
    `<div class="account-page"><div class="account-page__top"><button type="button" class="icon-button">${parts.icon('close')}</button><button type="button" class="icon-button">${parts.icon('language')}<span class="language-button__code">${parts.languageCode}</span></button></div><div class="account-page__brand"><img src="${parts.logoUrl}" alt="" width="56" height="56"><h1>${parts.brandName}</h1></div><nav class="account-toggle">${toggleLink('login')}${toggleLink('register')}</nav>${form}</div>`,
  );
};

/**
 * A row of antd-mobile's vertical Form as register-screen.tsx draws it (Form.Item around an
 * Input, or features/account/password-input.tsx PasswordInput), without the input's placeholder,
 * which an attribute cannot give in every language. The password's row has its hint (the page's
 * largest text).
 */
const registerRow = (parts: ShellParts, row: RegisterFormRow) => {
  const input = PASSWORD_REGISTER_FIELDS.includes(row)
    ? `<div class="password-input"><div class="adm-input"><input class="adm-input-element" type="password"></div><button type="button" class="icon-button password-input__eye">${parts.icon('eye')}</button></div>`
    : `<div class="adm-input"><input class="adm-input-element"${row === 'countryDialingCode' ? ` value="${SHELL_REGISTER_SLOTS.dialingCode}"` : ''}></div>`;
  const description = row === 'password' ? parts.text('password_hint') : '';
  return `<div class="adm-list-item adm-form-item adm-form-item-vertical"><div class="adm-list-item-content"><div class="adm-list-item-content-main"><div class="adm-list-item-title"><label class="adm-form-item-label">${parts.text(REGISTER_LABEL_KEYS[row])}${SHELL_REGISTER_SLOTS.requiredMark}</label></div><div class="adm-form-item-child adm-form-item-child-position-normal"><div class="adm-form-item-child-inner">${input}</div></div><div class="adm-list-item-description">${description}</div></div></div></div>`;
};

/**
 * features/account/register-screen.tsx RegisterForm's first view (decision 0072): the tab bar (the
 * username tab selected: it is the first whenever there are two) and every row the shell can draw,
 * each as a template the server chooses from for the merchant's settings (register-form-rules.ts).
 */
const registerForm = (parts: ShellParts) => {
  const tabs = `<template ${SHELL_REGISTER_TABS_ATTRIBUTE}><div role="tablist" class="tab-bar">${tabMarkup(parts.text('register_by_username'), true)}${tabMarkup(parts.text('register_by_mobile'), false)}</div></template>`;
  const rows = SHELL_REGISTER_ROWS.map(
    (row) => `<template ${SHELL_REGISTER_ROW_ATTRIBUTE}="${row}">${registerRow(parts, row)}</template>`,
  ).join('');
  return `${tabs}<form class="adm-form"><div class="adm-list adm-list-default"><div class="adm-list-body"><div class="adm-list-body-inner">${rows}</div></div></div></form>`;
};

/**
 * features/games/game-list-screen.tsx GameListScreen: GamesTopBar, the controls (antd-mobile's
 * SearchBar as it renders, without its placeholder, which an attribute cannot give in every
 * language; "View all"; ui/tab-bar.tsx TabBar with the filters, the server selecting the
 * address's), and the grid with one card of features/games/game-card.tsx as a template the server
 * fills with the address's first view (decision 0071).
 */
const gameListShell = (parts: ShellParts) => {
  const filterTabs = GAME_LIST_FILTERS.map((filter) =>
    tabMarkup(parts.text(GAME_FILTER_LABEL_KEYS[filter]), false, ` ${SHELL_FILTER_ATTRIBUTE}="${filter}"`),
  ).join('');
  const searchBar = `<div class="adm-search-bar game-list-search"><div class="adm-search-bar-input-box"><div class="adm-search-bar-input-box-icon">${parts.icon('search')}</div><div class="adm-input adm-search-bar-input"><input class="adm-input-element" type="search"></div></div></div>`;
  const { art, artPriority, name, vendorLogo, vendorName } = SHELL_GAME_SLOTS;
  const card = `<li class="game-card"><button type="button" class="game-card-launch"><img class="lazy-image game-card-art" src="${art}" alt="" width="96" height="96" fetchpriority="${artPriority}" data-loaded="true"><span class="game-card-name" dir="auto">${name}</span><span class="game-card-vendor"><img class="lazy-image game-card-vendor-logo" src="${vendorLogo}" alt="" width="16" height="16" data-loaded="true"><span class="game-card-vendor-name" dir="auto">${vendorName}</span></span></button><button type="button" class="game-card-star">${parts.icon('star')}</button></li>`;
  return frame(
    `<div class="game-list-screen"><div class="app-header games-top-bar"><button type="button" class="icon-button app-header__side">${parts.icon('back')}</button><h1 class="app-header__title">${parts.text('title_game_list')}</h1><span class="app-header__side"></span></div><div class="game-list-controls"><div class="game-list-search-row">${searchBar}<a class="game-list-view-all" href="/m/gameList">${parts.text('view_all')}</a></div><div role="tablist" class="tab-bar game-list-filters">${filterTabs}</div></div><div class="game-list-body"><ul class="game-grid"><template ${SHELL_GAME_ATTRIBUTE}>${card}</template></ul></div></div>`,
  );
};

/**
 * features/payments/voucher-center/voucher-center-screen.tsx Deposit's first view with the list
 * template (decision 0073): features/wallet/wallet-summary.tsx without its amount (the member's),
 * the channels' title, and channel-picker.tsx's list, whose rows (ui/action-item.tsx, the first
 * chosen) the server writes from templates for the request's merchant. All of it a template the
 * server unwraps only where the merchant has that template.
 */
const depositPage = (parts: ShellParts) => {
  const channel = (chosen: boolean) =>
    `<template ${SHELL_CHANNEL_ATTRIBUTE}="${chosen ? 'chosen' : 'other'}"><a class="adm-list-item adm-plain-anchor action-item"><div class="adm-list-item-content"><div class="adm-list-item-content-main"><button type="button" class="action-item__button"${chosen ? ' aria-current="true"' : ''}>${SHELL_DEPOSIT_SLOTS.name}</button><div class="adm-list-item-description">${SHELL_DEPOSIT_SLOTS.range}</div></div>${chosen ? `<div class="adm-list-item-content-extra">${parts.icon('check', 'wallet-check')}</div>` : ''}</div></a></template>`;
  const page = `<div class="wallet-page wallet-page--base" data-template="base"><dl class="wallet-summary"><div><dt>${parts.text('balance')}</dt><dd>&nbsp;</dd></div></dl><section class="wallet-section"><h2 class="wallet-section__title">${parts.text('deposit_channel')}</h2><div class="adm-list adm-list-default channel-list"><div class="adm-list-body"><div class="adm-list-body-inner">${SHELL_DEPOSIT_SLOTS.channels}</div></div></div></section></div>`;
  return `<template ${SHELL_DEPOSIT_ATTRIBUTE}>${page}</template>${channel(true)}${channel(false)}<template ${SHELL_AMOUNT_RANGE_ATTRIBUTE}>${parts.text('amount_range')}</template>`;
};

export const LANDING_SHELLS: Partial<Record<RouteId, (parts: ShellParts) => string>> = {
  login: (parts) => accountPage(parts, 'login'),
  register: (parts) => accountPage(parts, 'register', registerForm(parts)),
  gameList: gameListShell,
  // The page header, the deposit page's first view and the footer menu's place. A visitor is sent
  // to login: boot.js marks the page and index.html's style hides this shell.
  voucherCenter: (parts) =>
    frame(depositPage(parts), { header: appHeader(parts, 'title_deposit'), footer: true, memberOnly: true }),
  // features/player-protection/responsible-gaming-screen.tsx: the header, and the intro that paints
  // before the settings arrive (the page's largest text). A member's page, as the deposit screen.
  'member/responsibleGaming': (parts) =>
    frame(`<div class="rg-page"><p class="rg-intro">${parts.text('rg_intro')}</p></div>`, {
      header: appHeader(parts, 'title_responsible_gaming'),
      footer: true,
      memberOnly: true,
    }),
};

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
import type { RouteId } from './layout-rules';

/** What a shell is drawn with; the build supplies them. */
export interface ShellParts {
  /** A translation key's text in every language, as markup (index.html shows the one of <html lang>). */
  text: (key: string) => string;
  /** The language button's code ('EN', 'AR' …) in every language, as markup. */
  languageCode: string;
  /** An antd-mobile icon as its SVG markup (the `flip-in-rtl` ones turn in right-to-left pages). */
  icon: (name: ShellIcon) => string;
  /** The site's logo (public/logo.svg). */
  logoUrl: string;
  /** The brand's name, as markup the server fills in with the request's merchant's (BRAND_NAME_ATTRIBUTE). */
  brandName: string;
}

export type ShellIcon = 'back' | 'close' | 'language' | 'menu';

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

/**
 * features/account/account-page.tsx AccountPage: close, the language button (ui/language-button.tsx),
 * the logo and the app's name, the login / register toggle; the form follows below it.
 */
const accountPage = (parts: ShellParts, current: 'login' | 'register') => {
  const toggleLink = (which: 'login' | 'register') =>
    `<a href="/m/${which}"${which === current ? ' aria-current="page"' : ''}>${parts.text(which)}</a>`;
  return frame(
    `<div class="account-page"><div class="account-page__top"><button type="button" class="icon-button">${parts.icon('close')}</button><button type="button" class="icon-button">${parts.icon('language')}<span class="language-button__code">${parts.languageCode}</span></button></div><div class="account-page__brand"><img src="${parts.logoUrl}" alt="" width="56" height="56"><h1>${parts.brandName}</h1></div><nav class="account-toggle">${toggleLink('login')}${toggleLink('register')}</nav></div>`,
  );
};

export const LANDING_SHELLS: Partial<Record<RouteId, (parts: ShellParts) => string>> = {
  login: (parts) => accountPage(parts, 'login'),
  register: (parts) => accountPage(parts, 'register'),
  // features/games/game-list-screen.tsx GamesTopBar (the route hides the page header).
  gameList: (parts) =>
    frame(
      `<div class="game-list-screen"><div class="app-header games-top-bar"><button type="button" class="icon-button app-header__side">${parts.icon('back')}</button><h1 class="app-header__title">${parts.text('title_game_list')}</h1><span class="app-header__side"></span></div></div>`,
    ),
  // The page header and the footer menu's place; the deposit screen itself needs the session. A
  // visitor is sent to login: boot.js marks the page and index.html's style hides this shell.
  voucherCenter: (parts) =>
    frame('', { header: appHeader(parts, 'title_deposit'), footer: true, memberOnly: true }),
  // features/player-protection/responsible-gaming-screen.tsx: the header, and the intro that paints
  // before the settings arrive (the page's largest text). A member's page, as the deposit screen.
  'member/responsibleGaming': (parts) =>
    frame(`<div class="rg-page"><p class="rg-intro">${parts.text('rg_intro')}</p></div>`, {
      header: appHeader(parts, 'title_responsible_gaming'),
      footer: true,
      memberOnly: true,
    }),
};

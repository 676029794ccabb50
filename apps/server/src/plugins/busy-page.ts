/**
 * What a page navigation gets when its client is over the page limit (PAGE_RATE_LIMIT_MAX,
 * plugins/rate-limit.ts): 429 with Retry-After and a small page, never the API's JSON envelope,
 * which a browser would show as raw text. The page loads nothing, so a limited client asks for
 * nothing more: its style is inline (the CSP allows it by its hash, BUSY_PAGE_STYLE_HASH). It
 * retries by itself once Retry-After has passed (<meta http-equiv="refresh">, no script) and has
 * a link to the same address. Its language is the one the browser asks for (Accept-Language): a
 * navigation sends no `Language` header, and the player's own choice lives in the browser.
 */
import { type LanguageCode, languageOf } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOfAcceptLanguage } from '../lib/accept-language';
import { escapeMarkup } from '../lib/markup';
import { BUSY_PAGE_TEXTS } from './busy-page-texts';
import { styleHashOf } from './security';

/** The site's default dark theme (apps/web/src/theme/theme.css: bg, text, secondary, the gold button). */
const STYLE = [
  'html{color-scheme:dark;background:#05070d}',
  'body{box-sizing:border-box;max-width:480px;min-height:100vh;margin:0 auto;padding:24px;display:flex;',
  'align-items:center;justify-content:center;text-align:center;',
  'background:radial-gradient(120% 80% at 50% 0%,#1f2a48 0%,#0b0f1a 70%);color:#f2f4f8;',
  'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic","Noto Sans Thai",',
  '"Noto Sans CJK SC",sans-serif}',
  'h1{margin:0 0 8px;font-size:22px;line-height:1.3}',
  'p{margin:0 0 28px;color:#a9b2c7}',
  'a{display:inline-block;min-width:160px;padding:12px 24px;border-radius:24px;',
  'color:#1d1403;font-weight:600;text-decoration:none;',
  'background:linear-gradient(135deg,#f7d57a 0%,#e5b94b 45%,#b8862a 100%)}',
].join('');
/** The CSP source that lets the page's <style> apply, and no other inline style. */
export const BUSY_PAGE_STYLE_HASH = styleHashOf(STYLE);

/** The page for `url` (the address asked for, written escaped) in a language, retrying after the seconds given. */
export const busyPage = (language: LanguageCode, url: string, retryAfterSeconds: number): string => {
  const { tag, rtl } = languageOf(language);
  const texts = BUSY_PAGE_TEXTS[language];
  const title = escapeMarkup(texts.title);
  return [
    '<!doctype html>',
    `<html lang="${tag}" dir="${rtl ? 'rtl' : 'ltr'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="refresh" content="${retryAfterSeconds}">`,
    `<title>${title}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${title}</h1>`,
    `<p>${escapeMarkup(texts.message)}</p>`,
    `<a href="${escapeMarkup(url)}">${escapeMarkup(texts.retry)}</a>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
};

/** Answers a limited page navigation with the busy page; never stored, the next try must reach the server. */
export const sendBusyPage = (request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) =>
  reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      busyPage(languageOfAcceptLanguage(request.headers['accept-language']), request.url, retryAfterSeconds),
    );

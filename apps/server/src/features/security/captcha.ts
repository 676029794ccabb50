/**
 * Captcha (spec §2 Login, §5): four characters drawn by svg-captcha, sent as a PNG. One kind only,
 * so nothing but the picture says what to type, and a blind guess fits about once in half a
 * million (decision 0022: the small equations it also drew had a handful of likely results). The
 * answer is kept only as a hash in the shared cache, for 2 minutes, and the first check takes it
 * away, right or wrong: a captcha is single use.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { CaptchaValue } from '@app/contract';
import svgCaptcha from 'svg-captcha';
import { pngDataUrlOf } from '../../lib/svg-png';
import type { SharedCache } from '../../plugins/shared-state';

export const CAPTCHA_TTL_MS = 2 * 60_000;
/** svg-captcha's own default export draws a given text; its typings leave that call out. */
const drawText = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;
export const CAPTCHA_LENGTH = 4;
/**
 * Letters of either case and digits, less those that read alike (0 o O 1 i I l L). The answer is
 * case-insensitive, so a letter is twice as likely as a digit: the best blind guess is four letters,
 * right once in (54 / 2)^4 = 531,441.
 */
export const CAPTCHA_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Drawn with the crypto generator (svg-captcha's own text comes from Math.random). */
const randomText = () =>
  Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
const DRAWING = { width: 150, height: 50, noise: 2, background: '#f4f4f4', color: true } as const;

interface StoredAnswer {
  digest: string;
  expiresAt: number;
}

const keyOf = (merchantCode: string, captchaId: string) => `captcha:${merchantCode}:${captchaId}`;
const digest = (answer: string) =>
  createHash('sha256').update(answer.trim().toLowerCase()).digest('base64url');

export const createCaptchas = ({
  cache,
  fixedText,
  now,
}: {
  cache: SharedCache;
  fixedText: string | null;
  /** The expiry is checked against this clock too, so tests can move time past it. */
  now: () => number;
}) => ({
  async issue(merchantCode: string): Promise<CaptchaValue> {
    const text = fixedText ?? randomText();
    const captchaId = randomUUID();
    const stored: StoredAnswer = { digest: digest(text), expiresAt: now() + CAPTCHA_TTL_MS };
    await cache.put(keyOf(merchantCode, captchaId), stored, CAPTCHA_TTL_MS);
    return { captchaId, image: pngDataUrlOf(drawText(text, DRAWING)) };
  },

  /** Consumes the captcha; true only for the right answer within its lifetime. */
  async check(
    merchantCode: string,
    captchaId: string | undefined,
    answer: string | undefined,
  ): Promise<boolean> {
    if (!captchaId || !answer) return false;
    const stored = await cache.take<StoredAnswer>(keyOf(merchantCode, captchaId));
    return stored !== null && stored.expiresAt > now() && stored.digest === digest(answer);
  },
});

export type Captchas = ReturnType<typeof createCaptchas>;

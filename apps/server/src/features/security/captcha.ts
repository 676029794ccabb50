/**
 * Captcha (spec §2 Login, §5): four characters or a small equation drawn by svg-captcha, sent as
 * a PNG. The answer is kept only as a hash in the shared cache, for 2 minutes, and the first check
 * takes it away, right or wrong: a captcha is single use.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { CaptchaValue } from '@app/contract';
import svgCaptcha from 'svg-captcha';
import type { SharedCache } from '../../plugins/shared-state';
import { pngDataUrlOf } from './png';

export const CAPTCHA_TTL_MS = 2 * 60_000;
/** svg-captcha's own default export draws a given text; its typings leave that call out. */
const drawText = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;
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
    const kind = fixedText === null && randomInt(2) === 1 ? 'math' : 'text';
    const drawn =
      fixedText !== null
        ? { text: fixedText, data: drawText(fixedText, DRAWING) }
        : kind === 'math'
          ? svgCaptcha.createMathExpr({ ...DRAWING, mathMin: 1, mathMax: 9, mathOperator: '+-' })
          : svgCaptcha.create({ ...DRAWING, size: 4, ignoreChars: '0oO1iIlL' });
    const captchaId = randomUUID();
    const stored: StoredAnswer = { digest: digest(drawn.text), expiresAt: now() + CAPTCHA_TTL_MS };
    await cache.put(keyOf(merchantCode, captchaId), stored, CAPTCHA_TTL_MS);
    return { captchaId, image: pngDataUrlOf(drawn.data), kind };
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

/**
 * The security feature's service: the human checks other features ask for. The captcha guards
 * login (account); the slider's ticket guards registration and SMS sending (account, sms). Other
 * features import only this file, never captcha.ts or slider.ts (decision 0027).
 */
import type { SharedCache } from '../../plugins/shared-state';
import { type Captchas, createCaptchas } from './captcha';
import { createBuiltInSlider, type HumanCheck } from './slider';

export type { Captchas } from './captcha';
export type { HumanCheck } from './slider';

export const createSecurityService = ({
  cache,
  captchaFixedText,
  sliderFixedX,
  now,
}: {
  cache: SharedCache;
  /** Tests only: every captcha's text (CAPTCHA_FIXED_TEXT). */
  captchaFixedText: string | null;
  /** Tests only: every slider's answer (SLIDER_FIXED_X). */
  sliderFixedX: number | null;
  now: () => number;
}): { captchas: Captchas; humanCheck: HumanCheck } => ({
  captchas: createCaptchas({ cache, fixedText: captchaFixedText, now }),
  humanCheck: createBuiltInSlider({ cache, fixedX: sliderFixedX, now }),
});

/**
 * The slider check that runs before an SMS is sent and on registration (spec §5). HumanCheck is the
 * seam: a Geetest or Turnstile adapter would implement the same three calls. The built-in one draws
 * a puzzle: a background with a hole and the piece that fits it; the player drags the piece from
 * the top-left corner into the hole, anywhere on the board. The answer has two coordinates so that
 * a blind guess fits well under 0.5 % of the time (decision 0022: one fixed x used to pass 8.3 %).
 * A challenge allows one try within 2 minutes; a pass gives a ticket, single use, valid 5 minutes,
 * which the SMS send or the registration consumes.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { SliderChallengeValue } from '@app/contract';
import { pngDataUrlOf } from '../../lib/svg-png';
import type { SharedCache } from '../../plugins/shared-state';

export interface HumanCheck {
  issue(merchantCode: string): Promise<SliderChallengeValue>;
  /** A ticket for a passed challenge, null for a failed, unknown or used one. */
  verify(merchantCode: string, challengeId: string, x: number, y: number): Promise<string | null>;
  consumeTicket(merchantCode: string, ticket: string): Promise<boolean>;
}

export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 200;
export const PIECE_SIZE = 40;
/** How far from the hole a dropped piece still fits: a straight-line distance in background pixels. */
export const SLIDER_TOLERANCE_PX = 5;
export const CHALLENGE_TTL_MS = 2 * 60_000;
export const TICKET_TTL_MS = 5 * 60_000;
/**
 * Where the hole's top-left corner can be: never under the piece's start (0, 0), never cut off at
 * an edge. 201 × 151 positions; a guess fits at most 81 of them (the points within 5 px), 0.27 %.
 */
export const ANSWER_X = { min: 50, max: SLIDER_WIDTH - PIECE_SIZE - 10 } as const;
export const ANSWER_Y = { min: 5, max: SLIDER_HEIGHT - PIECE_SIZE - 5 } as const;
/** The hole's top with SLIDER_FIXED_X (browser tests): the board's middle. */
export const FIXED_ANSWER_Y = (SLIDER_HEIGHT - PIECE_SIZE) / 2;

/** A square with a round knob on top, inside the piece's 40 × 40 box. */
const PIECE_SHAPE = 'M4 10 H14 A6 6 0 1 1 26 10 H36 V36 H4 Z';

const hue = () => randomInt(360);

/** Random gradient, circles and stripes: enough texture that the hole is found by eye, not by pixel. */
const backgroundShapes = (): string => {
  const circles = Array.from(
    { length: 14 },
    () =>
      `<circle cx="${randomInt(SLIDER_WIDTH)}" cy="${randomInt(SLIDER_HEIGHT)}" r="${8 + randomInt(30)}" fill="hsl(${hue()},70%,60%)" fill-opacity="0.55"/>`,
  ).join('');
  const stripes = Array.from(
    { length: 6 },
    () =>
      `<path d="M${randomInt(SLIDER_WIDTH)} 0 L${randomInt(SLIDER_WIDTH)} ${SLIDER_HEIGHT}" stroke="hsl(${hue()},60%,40%)" stroke-width="${3 + randomInt(8)}" stroke-opacity="0.5"/>`,
  ).join('');
  const [a, b] = [hue(), hue()];
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a},60%,55%)"/><stop offset="1" stop-color="hsl(${b},60%,35%)"/></linearGradient></defs><rect width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}" fill="url(#g)"/>${circles}${stripes}`;
};

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

interface Challenge {
  answerX: number;
  answerY: number;
  expiresAt: number;
}

const challengeKey = (merchantCode: string, id: string) => `slider:${merchantCode}:${id}`;
const ticketKey = (merchantCode: string, ticket: string) => `slider-ticket:${merchantCode}:${ticket}`;

export const createBuiltInSlider = ({
  cache,
  fixedX,
  now,
}: {
  cache: SharedCache;
  fixedX: number | null;
  /** Expiry is checked against this clock too, so tests can move time past it. */
  now: () => number;
}): HumanCheck => ({
  async issue(merchantCode) {
    const answerX = fixedX ?? ANSWER_X.min + randomInt(ANSWER_X.max - ANSWER_X.min + 1);
    const answerY =
      fixedX === null ? ANSWER_Y.min + randomInt(ANSWER_Y.max - ANSWER_Y.min + 1) : FIXED_ANSWER_Y;
    const scene = backgroundShapes();
    const hole = `<path transform="translate(${answerX} ${answerY})" d="${PIECE_SHAPE}" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.8" stroke-width="1.5"/>`;
    const piece = `<defs><clipPath id="p"><path d="${PIECE_SHAPE}"/></clipPath></defs><g clip-path="url(#p)"><g transform="translate(${-answerX} ${-answerY})">${scene}</g></g><path d="${PIECE_SHAPE}" fill="none" stroke="#fff" stroke-width="2"/>`;
    const challengeId = randomBytes(16).toString('base64url');
    const challenge: Challenge = { answerX, answerY, expiresAt: now() + CHALLENGE_TTL_MS };
    await cache.put(challengeKey(merchantCode, challengeId), challenge, CHALLENGE_TTL_MS);
    return {
      challengeId,
      background: pngDataUrlOf(svg(SLIDER_WIDTH, SLIDER_HEIGHT, scene + hole)),
      piece: pngDataUrlOf(svg(PIECE_SIZE, PIECE_SIZE, piece)),
      width: SLIDER_WIDTH,
      height: SLIDER_HEIGHT,
      pieceSize: PIECE_SIZE,
    };
  },

  async verify(merchantCode, challengeId, x, y) {
    const challenge = await cache.take<Challenge>(challengeKey(merchantCode, challengeId));
    if (
      !challenge ||
      challenge.expiresAt <= now() ||
      Math.hypot(x - challenge.answerX, y - challenge.answerY) > SLIDER_TOLERANCE_PX
    ) {
      return null;
    }
    const ticket = randomBytes(24).toString('base64url');
    await cache.put(ticketKey(merchantCode, ticket), now() + TICKET_TTL_MS, TICKET_TTL_MS);
    return ticket;
  },

  async consumeTicket(merchantCode, ticket) {
    const expiresAt = await cache.take<number>(ticketKey(merchantCode, ticket));
    return expiresAt !== null && expiresAt > now();
  },
});

import Type, { type Static, type TSchema } from 'typebox';

/** Success envelope: `{ success: true, value }`. */
export const Ok = <T extends TSchema>(value: T) =>
  Type.Object({ success: Type.Literal(true), value }, { additionalProperties: false });

/** Failure envelope: `{ success: false, errorCode, message, value? }`. */
export const Fail = Type.Object({
  success: Type.Literal(false),
  errorCode: Type.String(),
  message: Type.String(),
  value: Type.Optional(
    Type.Object(
      {
        fields: Type.Optional(Type.Record(Type.String(), Type.String())),
        captcha: Type.Optional(Type.Boolean()),
        retryAfterSeconds: Type.Optional(Type.Integer()),
        /** PLAY_STOPPED: which player-protection limit stops play; REWARD_NOT_CLAIMABLE: why not. */
        reason: Type.Optional(Type.String()),
        /** PLAYER_BLOCKED, BLOCK_NOT_SHORTENED: when the time-out or self-exclusion ends (ISO 8601). */
        until: Type.Optional(Type.String()),
        /** TURNOVER_REQUIRED: the turnover still needed before a withdrawal (minor units). */
        remainingTurnover: Type.Optional(Type.Integer()),
      },
      { additionalProperties: true },
    ),
  ),
});
export type Fail = Static<typeof Fail>;

export type Envelope<T> = { success: true; value: T } | Fail;

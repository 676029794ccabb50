/**
 * A merchant's account rules (issue 3), part of its site configuration. Its own module so that both
 * system.ts (SiteConfig) and account.ts (the account calls) can use it without importing each other.
 */
import Type, { type Static } from 'typebox';

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** An OpenID Connect provider of social sign-in; shown when its whitelabel switch is on. */
export const OAuthProviderSettings = Type.Object({
  issuer: Type.String({ pattern: '^https?://' }),
  clientId: Type.String({ minLength: 1 }),
  /** Masked ('********') in the public GET /wps/system/config. */
  clientSecret: Type.String(),
});

/** Account rules of a merchant (issue 3). Optional in SiteConfig: the server applies these defaults when absent. */
export const AccountSettings = Type.Object({
  /** Merchant code trial (type 4) players and their sessions belong to. Default '<merchantCode>_TRIAL'. */
  trialMerchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
  /**
   * Play money a new trial account starts with, in minor units of the merchant's currency: trial
   * players bet it in the games like real players, in the trial merchant's own ledger, and can never
   * deposit or withdraw. Default 0. Optional because configurations stored before it lack it.
   */
  trialCredit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 })),
  /** Days a password stays valid; 0 never expires. Default 0. */
  passwordExpiryDays: Type.Integer({ minimum: 0, maximum: 3650 }),
  /**
   * The country calling code of the merchant's players (for example 84 in Vietnam): the first value
   * of the phone forms' dialing-code field. Null: none, and the site guesses from the player's
   * language instead. Optional because configurations stored before it existed lack it (the same).
   */
  countryDialingCode: Type.Optional(Type.Union([Type.String({ pattern: '^[1-9]\\d{0,3}$' }), Type.Null()])),
  /** Lifetime of an SMS code; the client counts expiredMinutes × 60 s. Default 1. */
  sms: Type.Object({ expiredMinutes: Type.Integer({ minimum: 1, maximum: 60 }) }),
  oauth: Type.Partial(Type.Object({ google: OAuthProviderSettings, facebook: OAuthProviderSettings })),
});
export type AccountSettings = Static<typeof AccountSettings>;

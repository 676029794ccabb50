/**
 * Stable error codes of the API envelope. The web maps each to a translated message
 * (translation key `error.<code>`); the server's `message` is English, for logs and API users.
 */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED', // 400, field errors in value.fields
  UNAUTHORIZED: 'UNAUTHORIZED', // 401, no or expired session
  FORBIDDEN: 'FORBIDDEN', // 403
  NOT_FOUND: 'NOT_FOUND', // 404
  CONFLICT: 'CONFLICT', // 409
  RATE_LIMITED: 'RATE_LIMITED', // 429 with Retry-After
  MAINTENANCE: 'MAINTENANCE', // 503 while the merchant is under maintenance
  REGION_RESTRICTED: 'REGION_RESTRICTED', // 403 for a client in a blocked region
  MERCHANT_UNKNOWN: 'MERCHANT_UNKNOWN', // 404 no merchant for the header or domain
  OPERATOR_KEY_INVALID: 'OPERATOR_KEY_INVALID', // 401 operator API without a valid key
  INTERNAL: 'INTERNAL', // 500, never carries internals
  // Accounts and sessions (contract account.ts)
  ENCRYPTION_REQUIRED: 'ENCRYPTION_REQUIRED', // 400, a plaintext body on a route that needs an encrypted one
  ENCRYPTION_INVALID: 'ENCRYPTION_INVALID', // 400, a malformed Encryption header, an unknown key or a body that does not decrypt
  ENCRYPTION_EXPIRED: 'ENCRYPTION_EXPIRED', // 400, the Encryption timestamp is more than 5 minutes from the server clock
  REPLAYED_REQUEST: 'REPLAYED_REQUEST', // 409, the same encrypted body was sent before
  LOGIN_FAILED: 'LOGIN_FAILED', // 401, 'Sorry, the user does not exist or is disabled.' (unknown user and wrong password alike)
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED', // 429, too many failed logins of the account from this client: wait value.retryAfterSeconds (Retry-After)
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED', // 400, value.captcha true: show the captcha and send captcha + captchaId
  CAPTCHA_INVALID: 'CAPTCHA_INVALID', // 400, value.captcha true: wrong, expired or already used captcha
  HUMAN_CHECK_FAILED: 'HUMAN_CHECK_FAILED', // 400, slider position wrong, challenge or ticket expired or used
  USERNAME_TAKEN: 'USERNAME_TAKEN', // 409, 'Sorry, the username already exists.'
  MOBILE_TAKEN: 'MOBILE_TAKEN', // 409, the mobile number is registered already
  EMAIL_TAKEN: 'EMAIL_TAKEN', // 409, the e-mail address is registered already
  INVALID_INVITATION_CODE: 'INVALID_INVITATION_CODE', // 404, 'Invalid invitation code' (affiliate code unknown)
  VERIFICATION_CODE_ERROR: 'VERIFICATION_CODE_ERROR', // 400, 'Verification code error': SMS code wrong, expired or out of guesses
  MOBILE_INVALID: 'MOBILE_INVALID', // 400, 'Please enter a valid mobile number'
  FEATURE_DISABLED: 'FEATURE_DISABLED', // 403, 'Sorry, this account does not have permission or the feature is temporarily unavailable.'
  PASSWORD_SAME_AS_OLD: 'PASSWORD_SAME_AS_OLD', // 400, 'The new password and the old password cannot be the same'
  PASSWORD_CONFIRM_MISMATCH: 'PASSWORD_CONFIRM_MISMATCH', // 400, 'Confirmation password not matched'
  OLD_PASSWORD_WRONG: 'OLD_PASSWORD_WRONG', // 400, the old password is wrong or missing
  PASSWORD_LENGTH_INVALID: 'PASSWORD_LENGTH_INVALID', // 400, a new password of fewer than 8 or more than 64 characters
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON', // 400, a new password on the list of common breached passwords
  FREE_REJECT: 'FREE_REJECT', // 403, free_reject: a trial (type 4) account may not use this
  OAUTH_FAILED: 'OAUTH_FAILED', // 400, social sign-in failed or its one-time code is unknown or used
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED', // 403, first login or expired password: only the password change and logout are open until it is changed
  PAYEE_NAME_SET: 'PAYEE_NAME_SET', // 409, the payee name is set once by the member; only the operator changes it after
  HEAD_ICON_INVALID: 'HEAD_ICON_INVALID', // 400, not a PNG or JPEG, unreadable, above 512 KB or 1024 × 1024 px
  REFERRER_LINK_ERROR: 'REFERRER_LINK_ERROR', // 400, 'Referrer link error': registration with a recommenderId that is no member's invite code (value.fields.recommenderId)
  NOT_AGENT: 'NOT_AGENT', // 403, 'Non-agents cannot log in': an agent's call (spec §6: type not 0, 4, 40) by a member who is not one
  AGENT_QUOTA_EXCEEDED: 'AGENT_QUOTA_EXCEEDED', // 409, an agent's downline transfer above what is left of today's quota; nothing moved
  // Money: wallet, payments, withdrawals, vendor-wallet (their messages are in the <feature>-rules.ts)
  NOT_REAL_ACCOUNT: 'NOT_REAL_ACCOUNT', // 403, 'Please login an actual account to use this function' (deposit, withdrawal: type not 0, 1, 2)
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE', // 409, the wallet holds less than the debit; nothing moved
  SANDBOX_CREDIT_NOT_WITHDRAWABLE: 'SANDBOX_CREDIT_NOT_WITHDRAWABLE', // 409, outside demo mode a withdrawal may not take what the sandbox gateway credited; value.fields.amount says how much may go
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT', // 409, the idempotency key (or vendor transaction id) was used for a different request
  AMOUNT_OUT_OF_RANGE: 'AMOUNT_OUT_OF_RANGE', // 400, below min, above max, not whole units or a card limit; value.fields says which
  CHANNEL_UNAVAILABLE: 'CHANNEL_UNAVAILABLE', // 400, unknown or disabled payment channel, or the wrong kind for the call
  PAYMENT_PASSWORD_REQUIRED: 'PAYMENT_PASSWORD_REQUIRED', // 400, no payment password set yet
  PAYMENT_PASSWORD_SET: 'PAYMENT_PASSWORD_SET', // 409, the payment password can be set once only
  PAYMENT_PASSWORD_WRONG: 'PAYMENT_PASSWORD_WRONG', // 400, the payment password is wrong
  PAYMENT_PASSWORD_LOCKED: 'PAYMENT_PASSWORD_LOCKED', // 423, too many wrong payment passwords: payment calls refused until value.until (or an SMS unlock); value.mobile masked, or null
  BANK_CARD_EXISTS: 'BANK_CARD_EXISTS', // 409, the account number is bound already
  BANK_CARD_LIMIT: 'BANK_CARD_LIMIT', // 409, MAX_BANK_CARDS bound already
  ILLEGAL_TRANSITION: 'ILLEGAL_TRANSITION', // 409, an order or withdrawal step its status does not allow; value.fields.status
  SIGNATURE_INVALID: 'SIGNATURE_INVALID', // 401, a vendor or gateway call whose signature is missing, stale or wrong
  PLAYER_TOKEN_INVALID: 'PLAYER_TOKEN_INVALID', // 401, a vendor call with an unknown player token
  // Games (contract games.ts)
  GAME_NOT_FOUND: 'GAME_NOT_FOUND', // 404, no enabled game or vendor of the merchant with that node id or code
  // House games (contract house-games.ts)
  BETTING_CLOSED: 'BETTING_CLOSED', // 409, the lottery round no longer takes bets or cancellations (value.fields.roundNo)
  PLAY_STOPPED: 'PLAY_STOPPED', // 403, a player-protection limit stops play (value.reason says which)
  // Reward centre (contract rewards.ts)
  REWARD_NOT_CLAIMABLE: 'REWARD_NOT_CLAIMABLE', // 409, the reward is claimed already this period or has nothing to claim now (value.reason: REWARD_REASONS)
  TURNOVER_REQUIRED: 'TURNOVER_REQUIRED', // 409, a withdrawal while a claimed bonus's wagering requirement is not met (value.remainingTurnover, minor units)
  // VIP (contract vip.ts)
  // Invite friends (contract referrals.ts)
  REFERRAL_UNAVAILABLE: 'REFERRAL_UNAVAILABLE', // 403, the merchant's REFERRAL programme is off (whitelabel REFERRAL, or no enabled rules)
  REFERRAL_AGENT: 'REFERRAL_AGENT', // 403, an agent invites through their affiliate links (/m/agentRegister), not the members' referral programme
  REFERRAL_NOT_CLAIMABLE: 'REFERRAL_NOT_CLAIMABLE', // 409, the friend's bonus is claimed already or not earned (value.reason: REFERRAL_REASONS)
  // Agent contracts (contract agent-contracts.ts)
  CONTRACT_NOT_OFFERED: 'CONTRACT_NOT_OFFERED', // 409, accept or decline of a contract no longer waiting for the agent (withdrawn, declined, ended; or declining an accepted one)
  VIP_DISABLED: 'VIP_DISABLED', // 403, 'Please contact customer service': the merchant offers no VIP benefits (spec §2 contact_service)
  // Agents (contract agents.ts)
  AGENT_APPLICATION_OPEN: 'AGENT_APPLICATION_OPEN', // 409, the member has an application waiting for review (one at a time)
  AGENT_REAPPLY_TOO_SOON: 'AGENT_REAPPLY_TOO_SOON', // 409, a rejected applicant applies before the operator's wait ends (value.fields.reapplyAfter)
  ALREADY_AGENT: 'ALREADY_AGENT', // 409, an agent (or a member being approved) is an agent already
  AGENT_APPLICATION_DECIDED: 'AGENT_APPLICATION_DECIDED', // 409, the operator approves or rejects an application decided before
  PERIOD_OPEN: 'PERIOD_OPEN', // 409, the operator settles a period that has not ended
  // Player protection (contract player-protection.ts)
  DEPOSIT_LIMIT_EXCEEDED: 'DEPOSIT_LIMIT_EXCEEDED', // 409, a deposit above what the member's deposit limits leave (value.reason: the limit, value.fields.amount: what is left, minor units); nothing created
  PLAYER_BLOCKED: 'PLAYER_BLOCKED', // 403, login (or any call) during a time-out or self-exclusion: value.reason 'timeOut' | 'selfExclusion', value.until (ISO 8601)
  SESSION_TIME_LIMIT: 'SESSION_TIME_LIMIT', // 401, the member's session-time limit is reached: the session has ended (value.reason 'sessionMinutes')
  BLOCK_NOT_SHORTENED: 'BLOCK_NOT_SHORTENED', // 409, a time-out or self-exclusion that would end before one in force (value.until: the one in force)
  // Four eyes (contract approvals.ts)
  APPROVAL_OWN_REQUEST: 'APPROVAL_OWN_REQUEST', // 403, a staff member approves or rejects their own approval request: a second one must
  APPROVAL_DECIDED: 'APPROVAL_DECIDED', // 409, the approval request was approved or rejected before; nothing moved this time
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const HTTP_STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  REGION_RESTRICTED: 403,
  MERCHANT_UNKNOWN: 404,
  OPERATOR_KEY_INVALID: 401,
  INTERNAL: 500,
  ENCRYPTION_REQUIRED: 400,
  ENCRYPTION_INVALID: 400,
  ENCRYPTION_EXPIRED: 400,
  REPLAYED_REQUEST: 409,
  LOGIN_FAILED: 401,
  ACCOUNT_LOCKED: 429,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  HUMAN_CHECK_FAILED: 400,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  EMAIL_TAKEN: 409,
  INVALID_INVITATION_CODE: 404,
  VERIFICATION_CODE_ERROR: 400,
  MOBILE_INVALID: 400,
  FEATURE_DISABLED: 403,
  PASSWORD_SAME_AS_OLD: 400,
  PASSWORD_CONFIRM_MISMATCH: 400,
  OLD_PASSWORD_WRONG: 400,
  PASSWORD_LENGTH_INVALID: 400,
  PASSWORD_TOO_COMMON: 400,
  FREE_REJECT: 403,
  OAUTH_FAILED: 400,
  PASSWORD_CHANGE_REQUIRED: 403,
  PAYEE_NAME_SET: 409,
  HEAD_ICON_INVALID: 400,
  REFERRER_LINK_ERROR: 400,
  NOT_AGENT: 403,
  AGENT_QUOTA_EXCEEDED: 409,
  NOT_REAL_ACCOUNT: 403,
  INSUFFICIENT_BALANCE: 409,
  SANDBOX_CREDIT_NOT_WITHDRAWABLE: 409,
  IDEMPOTENCY_CONFLICT: 409,
  AMOUNT_OUT_OF_RANGE: 400,
  CHANNEL_UNAVAILABLE: 400,
  PAYMENT_PASSWORD_REQUIRED: 400,
  PAYMENT_PASSWORD_SET: 409,
  PAYMENT_PASSWORD_WRONG: 400,
  PAYMENT_PASSWORD_LOCKED: 423,
  BANK_CARD_EXISTS: 409,
  BANK_CARD_LIMIT: 409,
  ILLEGAL_TRANSITION: 409,
  SIGNATURE_INVALID: 401,
  PLAYER_TOKEN_INVALID: 401,
  GAME_NOT_FOUND: 404,
  BETTING_CLOSED: 409,
  PLAY_STOPPED: 403,
  REWARD_NOT_CLAIMABLE: 409,
  TURNOVER_REQUIRED: 409,
  REFERRAL_UNAVAILABLE: 403,
  REFERRAL_AGENT: 403,
  REFERRAL_NOT_CLAIMABLE: 409,
  CONTRACT_NOT_OFFERED: 409,
  VIP_DISABLED: 403,
  AGENT_APPLICATION_OPEN: 409,
  AGENT_REAPPLY_TOO_SOON: 409,
  ALREADY_AGENT: 409,
  AGENT_APPLICATION_DECIDED: 409,
  PERIOD_OPEN: 409,
  DEPOSIT_LIMIT_EXCEEDED: 409,
  PLAYER_BLOCKED: 403,
  SESSION_TIME_LIMIT: 401,
  BLOCK_NOT_SHORTENED: 409,
  APPROVAL_OWN_REQUEST: 403,
  APPROVAL_DECIDED: 409,
};

/**
 * The contract without its schemas: what the site may import. Everything here is plain values and
 * rules, so the site's bundle never carries TypeBox (the server validates; the site does not).
 * Types of the schemas come from '@app/contract' with `import type`, which costs nothing at run time.
 */
export * from './account-rules';
export * from './agent-centre-rules';
export * from './agent-contracts-rules';
export * from './agents-rules';
export * from './announcements-rules';
export * from './api-call';
export * from './api-calls';
export * from './approvals-rules';
export * from './base64url';
export * from './body-encryption';
export * from './chat-rules';
export * from './constants';
export * from './content-preview-rules';
export * from './dashboard-rules';
export * from './enums';
export * from './errors';
export * from './feedback-rules';
export * from './game-list-rules';
export * from './games-rules';
export * from './headers';
export * from './help-rules';
export * from './house-games-draw';
export * from './house-games-rules';
export * from './inbox-rules';
export * from './languages';
export * from './money-format';
export * from './operator-page-rules';
export * from './payments-rules';
export * from './player-protection-rules';
export * from './players-rules';
export * from './promotions-rules';
export * from './referrals-rules';
export * from './register-form-rules';
export * from './rewards-rules';
export * from './staff-rules';
export * from './system-rules';
export * from './url-rules';
export * from './vendor-wallet-rules';
export * from './vip-rules';
export * from './wallet-rules';
export * from './withdrawals-rules';

/**
 * The demo money: deposit channels and withdrawal limits of each brand, a demo game vendor, and
 * the demo member's opening balance — a deposit through the ledger like any other, never a
 * balance written directly, recorded as a completed order of the sandbox channel (no real money
 * came in, so outside demo mode it cannot be withdrawn). Amounts are VND (no minor digits).
 */
import type { paymentChannels } from '../../features/payments/tables';
import type { walletSettings } from '../../features/wallet/tables';

type ChannelSeed = Omit<typeof paymentChannels.$inferInsert, 'merchantCode'>;

const DEMO_CHANNELS: readonly ChannelSeed[] = [
  {
    id: 'SANDBOX',
    name: 'Online banking (sandbox gateway)',
    kind: 'sandbox',
    min: 50_000,
    max: 50_000_000,
    sort: 1,
  },
  {
    id: 'VCB_TRANSFER',
    name: 'Bank transfer: Vietcombank',
    kind: 'bank_transfer',
    min: 100_000,
    max: 300_000_000,
    sort: 2,
    payee: { bankName: 'Vietcombank', accountName: 'CONG TY LUCKY MOBILE', accountNumber: '0071000123456' },
  },
];

export const DEMO_WALLET_MERCHANTS = ['DEMO', 'DEMO2'] as const;

export const demoChannelsOf = (merchantCode: string): (typeof paymentChannels.$inferInsert)[] =>
  DEMO_CHANNELS.map((channel) => ({ ...channel, merchantCode }));

export const demoWalletSettingsOf = (merchantCode: string): typeof walletSettings.$inferInsert => ({
  merchantCode,
  withdrawalMin: 100_000,
  withdrawalMax: 200_000_000,
});

/** The seamless-wallet vendor the demo games will launch with; its secret is generated at seeding. */
export const DEMO_VENDOR = { vendorCode: 'DEMOGAMES', name: 'Demo Games Studio' } as const;

/** The demo member's opening deposit (VND), by its ledger idempotency key and order id it is made once. */
export const DEMO_OPENING_DEPOSIT = {
  orderId: '5eed0000-0000-4000-8000-000000000001',
  channelId: 'SANDBOX',
  merchantCode: 'DEMO',
  username: 'demo',
  currency: 'VND',
  amount: 2_500_000,
  idempotencyKey: 'seed:demo:opening-deposit',
} as const;

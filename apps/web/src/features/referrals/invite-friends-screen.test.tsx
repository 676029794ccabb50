import type { ReferralsValue } from '@app/contract';
import { maskUsername } from '@app/contract/client';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shareUrlOf } from '../../lib/share';
import { routes } from '../../routes';
import { fakeApi, SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';

configure({ asyncUtilTimeout: 5_000 });

const CONFIG = { ...SITE_CONFIG, whitelabel: { ...SITE_CONFIG.whitelabel, REFERRAL: true } };
const WALLET = {
  sumBalance: 2_500_000,
  currency: 'VND',
  currencySymbol: '₫',
  decimals: 0,
  withdrawable: 2_500_000,
  held: 0,
  withdrawalMin: 100_000,
  withdrawalMax: 500_000_000,
};
const RULES = {
  title: 'Refer a friend: 100,000 ₫ for both of you',
  description: 'Share your link or code.',
  referrerBonus: 100_000,
  friendBonus: 100_000,
  minDeposit: 500_000,
  windowDays: 14,
  monthlyCap: 20,
  turnoverMultiplier: 1,
};
const friend = (friendId: string, overrides: Partial<ReferralsValue['friends'][number]>) => ({
  friendId,
  username: 'ab***yz',
  joinedAt: '2030-01-01T10:00:00.000Z',
  deposited: 0,
  state: 'waiting' as const,
  amount: 100_000,
  reason: 'waiting' as const,
  expiresAt: '2030-01-15T10:00:00.000Z',
  ...overrides,
});
const VALUE: ReferralsValue = {
  code: 'K7QX2M9P',
  rules: RULES,
  friends: [
    friend('11', { username: 'qu***ed', deposited: 500_000, state: 'qualified', reason: null }),
    friend('12', { username: 'wa***it', deposited: 200_000 }),
    friend('13', { username: 'cl***ed', deposited: 800_000, state: 'claimed', reason: 'claimed' }),
    friend('14', { username: 'ex***ed', state: 'expired', reason: 'expired' }),
  ],
  earned: 100_000,
  claimedThisMonth: 1,
  invitedBy: {
    username: 'al***ce',
    deposited: 100_000,
    state: 'waiting',
    amount: 100_000,
    reason: 'waiting',
    expiresAt: '2030-01-15T10:00:00.000Z',
  },
};
const CLAIM = {
  friendId: '11',
  side: 'referrer',
  amount: 100_000,
  turnoverRequired: 100_000,
  createdAt: '2030-01-02T00:00:00.000Z',
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('/m/inviteFriends', () => {
  beforeAll(
    () => Promise.all([import('./invite-friends-screen'), import('../../ui/antd-imperative')]),
    30_000,
  );
  afterEach(() => vi.unstubAllGlobals());

  it('asks a trial account to register and sends an agent to agent registration, asking nothing', async () => {
    const api = fakeApi({ '/wps/system/config': { value: CONFIG } });
    signIn(4);
    const trial = renderAt('/m/inviteFriends');
    await screen.findByText('Register a real account to invite friends');
    await userEvent.click(screen.getByRole('button', { name: 'Register now' }));
    await waitFor(() => expect(trial.state.location.pathname).toBe('/m/register'));
    signIn(1);
    const agent = renderAt('/m/inviteFriends');
    await waitFor(() => expect(agent.state.location.pathname).toBe('/m/agentRegister'));
    expect(api.callsTo('/wps/referrals')).toHaveLength(0);
  });

  it('says the programme is not available with REFERRAL off, or when the server refuses it', async () => {
    signIn(0);
    const api = fakeApi({ '/wps/system/config': { value: SITE_CONFIG }, '/wps/wallet': { value: WALLET } });
    renderAt('/m/inviteFriends');
    await screen.findByText('Invite friends is not available');
    expect(api.callsTo('/wps/referrals')).toHaveLength(0);
  });

  it('shows the code, the link with its QR code, the rules, the own side and each friend', async () => {
    signIn(0);
    fakeApi({
      '/wps/system/config': { value: CONFIG },
      '/wps/wallet': { value: WALLET },
      '/wps/referrals': { value: VALUE },
    });
    renderAt('/m/inviteFriends');
    expect((await screen.findByTestId('invite-code')).textContent).toBe('K7QX2M9P');
    expect(screen.getByTestId('invite-link').textContent).toBe(
      `${window.location.origin}/m/register?recommenderId=K7QX2M9P`,
    );
    expect(screen.getByRole('img', { name: 'QR code of your invite link' })).toBeTruthy();
    expect(screen.getByText('Refer a friend: 100,000 ₫ for both of you')).toBeTruthy();
    expect(
      screen.getByText('A friend qualifies by depositing at least ₫ 500,000 within 14 days of registering'),
    ).toBeTruthy();
    expect(screen.getByText('Each bonus must be wagered 1× before a withdrawal')).toBeTruthy();
    expect(screen.getByText(/You were invited by al\*\*\*ce\./)).toBeTruthy();
    expect(screen.getByText('1 of 20 friend bonuses claimed this month')).toBeTruthy();
    const rows = document.querySelectorAll('.invite-friend');
    expect(rows).toHaveLength(4);
    const states = [...rows].map((row) => row.querySelector('.invite-state')?.textContent);
    expect(states).toEqual(['Qualified', 'Waiting for deposit', 'Claimed', 'Expired']);
    expect(within(rows[1] as HTMLElement).getByText('Deposited ₫ 200,000 of ₫ 500,000')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Claim/ })).toHaveLength(1);
  });

  it('copies the link, and shares through safe links without the Web Share API', async () => {
    signIn(0);
    fakeApi({
      '/wps/system/config': { value: CONFIG },
      '/wps/wallet': { value: WALLET },
      '/wps/referrals': { value: { ...VALUE, friends: [], invitedBy: null } },
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderAt('/m/inviteFriends');
    await userEvent.click(await screen.findByRole('button', { name: 'Copy invite link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/m/register?recommenderId=K7QX2M9P`);
    await screen.findByText('Copied');
    expect(screen.getByText('No friends yet. Share your link to invite them.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Share on Telegram' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/t\.me\/share\/url\?url=/),
      '_blank',
      'noopener,noreferrer',
    );
  });

  it("claims a friend's bonus with an Idempotency-Key and asks for the list and the balance again", async () => {
    signIn(0);
    let claimed = false;
    const api = fakeApi({
      '/wps/system/config': { value: CONFIG },
      '/wps/wallet': () => ({ value: { ...WALLET, sumBalance: claimed ? 2_600_000 : 2_500_000 } }),
      '/wps/referrals': () => ({
        value: claimed
          ? {
              ...VALUE,
              earned: 200_000,
              friends: VALUE.friends.map((entry) =>
                entry.friendId === '11' ? { ...entry, state: 'claimed', reason: 'claimed' } : entry,
              ),
            }
          : VALUE,
      }),
      'POST /wps/referrals/friends/11/claim': () => {
        claimed = true;
        return { value: { claim: CLAIM, balance: 2_600_000 } };
      },
    });
    renderAt('/m/inviteFriends');
    await userEvent.click(await screen.findByRole('button', { name: 'Claim the bonus for qu***ed' }));
    await screen.findByText('₫ 200,000');
    const [claim] = api.callsTo('/wps/referrals/friends/11/claim');
    expect(claim?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Claim/ })).toBeNull());
  });

  it('says why a claim was refused', async () => {
    signIn(0);
    fakeApi({
      '/wps/system/config': { value: CONFIG },
      '/wps/wallet': { value: WALLET },
      '/wps/referrals': { value: VALUE },
      'POST /wps/referrals/friends/11/claim': {
        status: 409,
        errorCode: 'REFERRAL_NOT_CLAIMABLE',
        value: { reason: 'monthly_cap' },
      },
    });
    renderAt('/m/inviteFriends');
    await userEvent.click(await screen.findByRole('button', { name: 'Claim the bonus for qu***ed' }));
    await screen.findByText('Monthly limit reached; claim it next month');
  });
});

describe('invite rules', () => {
  it('masks usernames and builds encoded share links', () => {
    expect(maskUsername('abcdefyz')).toBe('ab***yz');
    expect(maskUsername('abc')).toBe('a***');
    expect(shareUrlOf('whatsapp', 'https://x.test/m/register?recommenderId=A', 'Hi & go')).toBe(
      `https://wa.me/?text=${encodeURIComponent('Hi & go https://x.test/m/register?recommenderId=A')}`,
    );
  });
});

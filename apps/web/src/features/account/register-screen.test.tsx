import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionInfoStore } from '../../lib/storage';
import { routes } from '../../routes';
import { fakeApi, registerSettingsWith, SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';

// The slider puzzle is dragged by a person; here it answers a ticket at once.
vi.mock('./slider-check', () => ({
  useSliderCheck: () => ({ run: async () => 'ticket-1', element: null }),
}));

const SESSION = {
  token: 'new-tok',
  userName: 'player01',
  type: 0,
  merchantCode: 'DEMO',
  firstTimeLogin: false,
  passwordExpired: false,
};

// Screens render after lazy modules and a fetch; a slow CI machine needs more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

function renderRegister(path = '/m/register') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
const registerButton = () => screen.getByRole('button', { name: 'Sign up' });

describe('/m/register', () => {
  beforeAll(
    () =>
      Promise.all([
        import('./register-screen'),
        import('../../app/body-sealing'),
        import('../../ui/antd-imperative'),
      ]),
    30_000,
  );
  afterEach(() => vi.unstubAllGlobals());

  it('registers by username with the server rules and the slider ticket, then is logged in at home', async () => {
    const api = fakeApi({
      '/wps/member/register/settings': { value: registerSettingsWith({}) },
      'PUT /wps/member/register': { value: SESSION },
    });
    const router = renderRegister();
    await userEvent.type(await screen.findByLabelText(/^Username/), 'player01');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(registerButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    const [call] = api.callsTo('/wps/member/register');
    expect(call?.encrypted).toBe(true);
    expect(call?.body).toMatchObject({
      username: 'player01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      ticket: 'ticket-1',
      type: 0,
      registerMethod: 'H5',
    });
    expect(sessionInfoStore.read()?.token).toBe('new-tok');
  });

  it('inside the installed web app the registration records registerMethod PWA', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
      media: query,
    }));
    const api = fakeApi({
      '/wps/member/register/settings': { value: registerSettingsWith({}) },
      'PUT /wps/member/register': { value: SESSION },
    });
    const router = renderRegister();
    await userEvent.type(await screen.findByLabelText(/^Username/), 'player02');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(registerButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(api.callsTo('/wps/member/register')[0]?.body).toMatchObject({ registerMethod: 'PWA' });
  });

  it('mobile tab: the number loses its leading 0; the phone is refilled 150 ms after a tab switch', async () => {
    const api = fakeApi({
      '/wps/member/register/settings': { value: registerSettingsWith({}) },
      'PUT /wps/member/register/mobile': { value: SESSION },
    });
    const router = renderRegister();
    fireEvent.click(await screen.findByText('Mobile number'));
    await userEvent.type(await screen.findByLabelText('Mobile number'), '0912345678');
    fireEvent.click(screen.getByText('Username'));
    fireEvent.click(screen.getByText('Mobile number'));
    await waitFor(() =>
      expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('0912345678'),
    );
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(registerButton());
    // The dialog with the username the server gave (tested below).
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    // Without a merchant dialing code, the one of the language's country (English: US).
    expect(api.callsTo('/wps/member/register/mobile')[0]?.body).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '1',
    });
  });

  it("the phone fields start with the merchant's dialing code, whatever the language", async () => {
    fakeApi({
      '/wps/system/config': { value: { ...SITE_CONFIG, account: { countryDialingCode: '84' } } },
      '/wps/member/register/settings': { value: registerSettingsWith() },
    });
    renderRegister();
    fireEvent.click(await screen.findByText('Mobile number'));
    expect(((await screen.findByLabelText(/^Country code/)) as HTMLInputElement).value).toBe('84');
  });

  it('a mobile registration shows the username the server gave, then goes home as registered', async () => {
    const api = fakeApi({
      '/wps/system/config': { value: { ...SITE_CONFIG, account: { countryDialingCode: '84' } } },
      '/wps/member/register/settings': { value: registerSettingsWith({ MOBILEVERCODELOGIN3: true }) },
      'PUT /wps/member/register/mobile': { value: { ...SESSION, userName: 'm123456789' } },
    });
    const router = renderRegister();
    fireEvent.click(await screen.findByText('Mobile number'));
    await userEvent.type(await screen.findByLabelText('Mobile number'), '0912345678');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(registerButton());

    const dialog = await screen.findByRole('dialog', { name: 'Your username' });
    expect(dialog.textContent).toContain('m123456789');
    expect(dialog.textContent).toContain(
      'Log in with it and your password, or with your mobile number and an SMS code.',
    );
    expect(api.callsTo('/wps/member/register/mobile')[0]?.body).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '84',
    });
    // The player reads it on the register screen, already logged in.
    expect(router.state.location.pathname).toBe('/m/register');
    expect(sessionInfoStore.read()?.userName).toBe('m123456789');
    // Watched from before the tap: the 1.5 s message may be gone once a loaded machine shows home.
    const registered = screen.findByText('Registered successfully');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await registered).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('mobile only when MOBILENUMREG3 is on and USERNAMEREG3 off: no tabs, no username field', async () => {
    fakeApi({ '/wps/member/register/settings': { value: registerSettingsWith({ USERNAMEREG3: false }) } });
    renderRegister();
    expect(await screen.findByLabelText('Mobile number')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('shows the password rule, refuses 6 characters, and shows the server refusing a common password', async () => {
    const api = fakeApi({
      '/wps/member/register/settings': { value: registerSettingsWith({ MOBILENUMREG3: false }) },
      'PUT /wps/member/register': { status: 400, errorCode: 'PASSWORD_TOO_COMMON' },
    });
    renderRegister();
    await userEvent.type(await screen.findByLabelText(/^Username/), 'player01');
    expect(
      screen.getByText(
        '8 to 64 characters. A phrase of several words is easy to remember and hard to guess.',
      ),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Password/), 'abc123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'abc123');
    await userEvent.click(registerButton());
    expect(await screen.findByText('Use 8 to 64 characters')).toBeTruthy();
    expect(api.callsTo('/wps/member/register')).toHaveLength(0);

    for (const label of [/^Password/, /^Confirm password/]) {
      await userEvent.clear(screen.getByLabelText(label));
      await userEvent.type(screen.getByLabelText(label), 'password1');
    }
    await userEvent.click(registerButton());
    expect(await screen.findByText('This password is too common; choose another')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('register_password'));
    expect(api.callsTo('/wps/member/register')).toHaveLength(1);
  });

  it('the agreement starts on; turned off, register is disabled', async () => {
    fakeApi({ '/wps/member/register/settings': { value: registerSettingsWith({ MOBILENUMREG3: false }) } });
    renderRegister();
    const agreement = await screen.findByRole('checkbox');
    expect((agreement as HTMLInputElement).checked).toBe(true);
    expect(registerButton().hasAttribute('disabled')).toBe(false);
    await userEvent.click(screen.getByText('I am over 18 and agree to the terms and conditions'));
    expect(registerButton().hasAttribute('disabled')).toBe(true);
  });

  describe("a merchant's minimum age (spec §8: the correct date of birth, 21 years old)", () => {
    const withAgeRule = () => {
      const settings = registerSettingsWith({});
      return {
        ...settings,
        register: {
          ...settings.register,
          fields: { ...settings.register.fields, birthday: { enabled: true, required: true } },
          minimumAge: 21,
        },
      };
    };
    const yearsAgo = (years: number, days = 0) => {
      const day = new Date();
      day.setUTCFullYear(day.getUTCFullYear() - years);
      day.setUTCDate(day.getUTCDate() + days);
      return day.toISOString().slice(0, 10);
    };

    it('asks the date of birth and the age; sends nothing until both hold', async () => {
      const api = fakeApi({
        '/wps/member/register/settings': { value: withAgeRule() },
        'PUT /wps/member/register': { value: SESSION },
      });
      const router = renderRegister();
      await userEvent.type(await screen.findByLabelText(/^Username/), 'player21');
      await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
      await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
      // The age is confirmed on its own: the agreement says nothing of 18 then.
      expect(screen.getByText('I agree to the terms and conditions')).toBeTruthy();
      expect(screen.queryByText(/over 18/)).toBeNull();
      const age = screen.getByRole('checkbox', { name: 'I am 21 years old or older' }) as HTMLInputElement;
      expect(age.checked).toBe(false);

      const birthday = screen.getByLabelText(/^Date of birth/);
      fireEvent.change(birthday, { target: { value: yearsAgo(21, 1) } });
      await userEvent.click(registerButton());
      expect(await screen.findByText('You must be 21 or older to register')).toBeTruthy();
      expect(screen.getByText('Please confirm you are 21 years old')).toBeTruthy();
      fireEvent.change(birthday, { target: { value: yearsAgo(0, 1) } });
      expect(await screen.findByText('Please enter the correct date of birth')).toBeTruthy();
      expect(api.callsTo('/wps/member/register')).toHaveLength(0);

      fireEvent.change(birthday, { target: { value: yearsAgo(21) } });
      await userEvent.click(age);
      await userEvent.click(registerButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
      expect(api.callsTo('/wps/member/register')[0]?.body).toMatchObject({
        username: 'player21',
        birthday: yearsAgo(21),
        ageConfirmed: true,
      });
    });

    it('asks them on the mobile tab too', async () => {
      fakeApi({ '/wps/member/register/settings': { value: withAgeRule() } });
      renderRegister();
      fireEvent.click(await screen.findByText('Mobile number'));
      expect(await screen.findByLabelText(/^Date of birth/)).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: 'I am 21 years old or older' })).toBeTruthy();
    });
  });

  it("links the merchant's terms to read before agreeing, in a new tab that keeps the form", async () => {
    const terms = 'https://www.lucky.example/terms';
    fakeApi({
      '/wps/member/register/settings': { value: registerSettingsWith({ MOBILENUMREG3: false }) },
      '/wps/system/config': {
        value: { ...SITE_CONFIG, paths: { agreement: terms }, account: { countryDialingCode: '84' } },
      },
    });
    renderRegister();
    const link = await screen.findByRole('link', { name: 'Read the terms and conditions' });
    expect(link.getAttribute('href')).toBe(terms);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows no terms link when the merchant has none, or one that is not a web address', async () => {
    fakeApi({
      '/wps/member/register/settings': { value: registerSettingsWith({ MOBILENUMREG3: false }) },
      '/wps/system/config': {
        value: {
          ...SITE_CONFIG,
          paths: { agreement: 'javascript:alert(1)' },
          account: { countryDialingCode: '84' },
        },
      },
    });
    renderRegister();
    await screen.findByRole('checkbox');
    expect(screen.queryByRole('link', { name: 'Read the terms and conditions' })).toBeNull();
  });

  it('focuses the first invalid field on a failed submit', async () => {
    fakeApi({ '/wps/member/register/settings': { value: registerSettingsWith({ MOBILENUMREG3: false }) } });
    renderRegister();
    await userEvent.type(await screen.findByLabelText(/^Username/), 'player01');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'bad');
    await userEvent.click(registerButton());
    expect(await screen.findByText('E-mail format is incorrect')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('register_password'));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
  });

  it("an invalid URL invitation code shows the field; registering with it fails with 'invitation_code_error' and focus", async () => {
    const api = fakeApi({
      '/wps/member/register/settings': { value: registerSettingsWith({ MOBILENUMREG3: false }) },
      '/wps/affiliate/check': { status: 404, errorCode: 'INVALID_INVITATION_CODE' },
    });
    renderRegister('/m/register?affiliateCode=NOPE1');
    const code = (await screen.findByLabelText(/^Invitation code/)) as HTMLInputElement;
    expect(code.value).toBe('NOPE1');
    await userEvent.type(screen.getByLabelText(/^Username/), 'player01');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(registerButton());
    await waitFor(() => expect(document.activeElement?.id).toBe('register_affiliateCode'));
    expect(await screen.findByText('Invalid invitation code')).toBeTruthy();
    expect(api.callsTo('/wps/member/register')).toHaveLength(0);
  });
  it("carries a member's invite code from the link (?recommenderId=) with the field hidden", async () => {
    const api = fakeApi({
      '/wps/member/register/settings': { value: registerSettingsWith({ MOBILENUMREG3: false }) },
      'PUT /wps/member/register': { value: SESSION },
    });
    const router = renderRegister('/m/register?recommenderId=K7QX2M9P');
    await userEvent.type(await screen.findByLabelText(/^Username/), 'player01');
    expect(screen.queryByLabelText(/^Referrer/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(registerButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(api.callsTo('/wps/member/register')[0]?.body).toMatchObject({ recommenderId: 'K7QX2M9P' });
  });

  it("a refused invite link shows 'invitation_code_error'; the next tap registers without it", async () => {
    let refused = false;
    const api = fakeApi({
      '/wps/member/register/settings': { value: registerSettingsWith({ MOBILENUMREG3: false }) },
      'PUT /wps/member/register': () => {
        if (refused) return { value: SESSION };
        refused = true;
        return {
          status: 400,
          errorCode: 'REFERRER_LINK_ERROR',
          value: { fields: { recommenderId: 'Referrer link error' } },
        };
      },
    });
    const router = renderRegister('/m/register?recommenderId=NOPE9999');
    await userEvent.type(await screen.findByLabelText(/^Username/), 'player01');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(registerButton());
    expect(await screen.findByText('Invalid invitation code')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/m/register');
    await userEvent.click(registerButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    const [first, second] = api.callsTo('/wps/member/register');
    expect(first?.body).toMatchObject({ recommenderId: 'NOPE9999' });
    expect(second?.body).not.toHaveProperty('recommenderId');
  });
});

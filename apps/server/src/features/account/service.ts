/**
 * The account's use cases (spec §4, §5, §6; DESIGN §8), one module each, composed into the one
 * service that app.ts builds and the routes and oauth use: sign-in.ts (login by password or SMS
 * code with its delays and captcha, trial play, logout), registration.ts (the form's settings, the
 * checks before registering, registration by username or mobile number), passwords.ts (change, and
 * reset by SMS code), member-info.ts, profile.ts (nickname, e-mail, payee name, head icon), social-sign-in.ts (the account's side of oauth), member-directory.ts (what
 * other features may know of members), member-admin.ts (the back office's players); shared.ts holds what several of them use.
 */
import type { Captchas, HumanCheck } from '../security/service';
import type { SmsService } from '../sms/service';
import type { VipService } from '../vip/service';
import type { WalletService } from '../wallet/service';
import { createMemberAdmin } from './member-admin';
import { memberDirectory } from './member-directory';
import { createMemberInfo } from './member-info';
import { createPasswords } from './passwords';
import { createProfile } from './profile';
import { createRegistration } from './registration';
import type { AccountRepository } from './repository';
import type { Sessions } from './sessions';
import { createSignIn, type LockoutOptions, type SignInAdmission } from './sign-in';
import { createSocialSignIn } from './social-sign-in';

export const createAccountService = (deps: {
  repository: AccountRepository;
  sessions: Sessions;
  captchas: Captchas;
  humanCheck: HumanCheck;
  sms: SmsService;
  /** Member info's VIP label (spec §3 clubLabel), from the member's turnover on the merchant's ladder. */
  vip: Pick<VipService, 'labelOf'>;
  /** A new trial account's play money (the merchant's trialCredit). */
  wallet: Pick<WalletService, 'fundTrial'>;
  /** Keeps the payment password a registration form may ask for: the withdrawals feature's (decision 0029). */
  setPaymentPassword: (memberId: number, paymentPassword: string) => Promise<void>;
  /** Player protection's word before a login or social sign-in starts a session (decision 0059). */
  admission: SignInAdmission;
  lockout: LockoutOptions;
  now: () => number;
}) => ({
  ...createSignIn(deps),
  ...createRegistration(deps),
  ...createPasswords(deps),
  ...createMemberInfo(deps),
  ...createProfile(deps),
  ...createSocialSignIn(deps),
  ...memberDirectory(deps.repository),
  ...createMemberAdmin(deps),
});

export type AccountService = ReturnType<typeof createAccountService>;

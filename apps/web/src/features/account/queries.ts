/**
 * Server state of the account feature (contract ACCOUNT_CALLS): the security key, captcha, slider,
 * SMS codes, registration settings, member info and the session calls. Calls with an encrypted
 * body fetch the server's key once (cached here) and fetch it again once when the server no longer
 * knows it (key rotation).
 */
import type {
  HeadIconBody,
  LoginBody,
  PasswordByPhoneBody,
  PasswordChangeBody,
  ProfileBody,
  RegisterBody,
  SmsSendBody,
} from '@app/contract';
import { ACCOUNT_CALLS, type ApiCall, ErrorCode } from '@app/contract/client';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type CallArguments, call } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';
import { syncSessionType } from './session';

export const accountKeys = {
  all: ['account'] as const,
  securityKey: () => [...accountKeys.all, 'security-key'] as const,
  captcha: () => [...accountKeys.all, 'captcha'] as const,
  registerSettings: () => [...accountKeys.all, 'register-settings'] as const,
  affiliate: (code: string) => [...accountKeys.all, 'affiliate', code] as const,
  memberInfos: () => [...accountKeys.all, 'member-info'] as const,
  memberInfo: (token: string) => [...accountKeys.memberInfos(), token] as const,
};

export const securityKeyQuery = () =>
  queryOptions({
    queryKey: accountKeys.securityKey(),
    queryFn: ({ signal }) => call(ACCOUNT_CALLS.securityKey, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * A call with an encrypted body, sent with the server's key; an unknown key id (the server rotated
 * its key) fetches the key once more. Exported for the withdrawals' encrypted calls.
 */
export async function sendEncrypted<Call extends ApiCall & { encrypted: true }>(
  queryClient: QueryClient,
  route: Call,
  ...[input]: CallArguments<Call>
) {
  const key = await queryClient.ensureQueryData(securityKeyQuery());
  const withKey = (encryptionKey: typeof key) => [{ ...input, encryptionKey }] as CallArguments<Call>;
  try {
    return await call(route, ...withKey(key));
  } catch (error) {
    if (!(error instanceof ApiError) || error.errorCode !== ErrorCode.ENCRYPTION_INVALID) throw error;
    const fresh = await queryClient.fetchQuery({ ...securityKeyQuery(), staleTime: 0 });
    return call(route, ...withKey(fresh));
  }
}

export const accountApi = {
  login: (queryClient: QueryClient, body: LoginBody) =>
    sendEncrypted(queryClient, ACCOUNT_CALLS.login, { body }),
  register: (queryClient: QueryClient, byMobile: boolean, body: RegisterBody) =>
    sendEncrypted(queryClient, byMobile ? ACCOUNT_CALLS.registerMobile : ACCOUNT_CALLS.register, { body }),
  changePassword: (queryClient: QueryClient, body: PasswordChangeBody) =>
    sendEncrypted(queryClient, ACCOUNT_CALLS.passwordChange, { body }),
  passwordByPhone: (queryClient: QueryClient, body: PasswordByPhoneBody) =>
    sendEncrypted(queryClient, ACCOUNT_CALLS.passwordByPhone, { body }),
  trial: () => call(ACCOUNT_CALLS.trial),
  oauthExchange: (code: string) => call(ACCOUNT_CALLS.oauthExchange, { body: { code } }),
  sendSms: (body: SmsSendBody) => call(ACCOUNT_CALLS.smsSend, { body }),
  sliderChallenge: () => call(ACCOUNT_CALLS.slider),
  verifySlider: (challengeId: string, x: number, y: number) =>
    call(ACCOUNT_CALLS.sliderVerify, { body: { challengeId, x, y } }),
  checkAffiliate: (code: string) =>
    call(ACCOUNT_CALLS.affiliateCheck, { query: { code, domain: window.location.hostname } }),
};

/** A fresh captcha each time it is fetched (single use): never cached beyond its screen. */
export function useCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.captcha(),
    queryFn: ({ signal }) => call(ACCOUNT_CALLS.captcha, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** getSetRegister: field rules, captcha, the whitelabel switches and the SMS lifetime. */
export const registerSettingsQuery = () =>
  queryOptions({
    queryKey: accountKeys.registerSettings(),
    queryFn: ({ signal }) => call(ACCOUNT_CALLS.registerSettings, { signal }),
    staleTime: 5 * 60_000,
  });

export function useRegisterSettings() {
  return useQuery(registerSettingsQuery());
}

/** What the register screen shows first, asked for as the app starts there (main.tsx). */
export const registerDataPrefetches = (client: QueryClient): (() => Promise<void>)[] => [
  () => client.prefetchQuery(registerSettingsQuery()),
];

/** Spec §4 Affiliate: whether the URL's invitation code is valid (false when there is none). */
export function useAffiliateCheck(code: string) {
  return useQuery({
    queryKey: accountKeys.affiliate(code),
    queryFn: () =>
      accountApi.checkAffiliate(code).then(
        () => true,
        (error: unknown) => {
          if (error instanceof ApiError && error.errorCode === ErrorCode.INVALID_INVITATION_CODE)
            return false;
          throw error;
        },
      ),
    enabled: code !== '',
    initialData: code === '' ? false : undefined,
    retry: false,
  });
}

/**
 * Member info (GET /wps/member/info) of the signed-in player, keyed by token so a new login
 * refetches; each answer brings the stored session's type up to date (an approved agent application).
 */
export const memberInfoQuery = (token: string) =>
  queryOptions({
    queryKey: accountKeys.memberInfo(token),
    queryFn: async ({ signal }) => {
      const info = await call(ACCOUNT_CALLS.memberInfo, { signal });
      syncSessionType(token, info.type);
      return info;
    },
    enabled: token !== '',
  });

export function useMemberInfo() {
  const session = useSession();
  return useQuery(memberInfoQuery(session?.token ?? ''));
}

/**
 * The name a member is greeted by, on home and in the sidebar alike (spec §2; issue 20): the
 * nickname they chose (or their social sign-in's name) once member info has answered, else the
 * login name of the session.
 */
export function useGreetingName(): string | undefined {
  const session = useSession();
  const { data: member } = useMemberInfo();
  return member?.nickname || session?.userName;
}

/** Asks for member info again now (and so the session's type): after the server changed the member. */
export const refreshMemberInfo = (queryClient: QueryClient, token: string) =>
  queryClient.fetchQuery({ ...memberInfoQuery(token), staleTime: 0 });

/** The member centre's profile change (nickname, e-mail, payee name): its answer is the new member info. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => call(ACCOUNT_CALLS.updateProfile, { body }),
    onSuccess: (info) => queryClient.setQueriesData({ queryKey: accountKeys.memberInfos() }, info),
  });
}

/** Uploading a head icon (PNG or JPEG, base64) or picking a preset; member info is asked for again. */
export function useSetHeadIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HeadIconBody) => call(ACCOUNT_CALLS.setHeadIcon, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.memberInfos() }),
  });
}

/**
 * Server state of the account feature (contract ACCOUNT_PATHS): the security key, captcha, slider,
 * SMS codes, registration settings, member info and the session calls. Calls with an encrypted
 * body fetch the server's key once (cached here) and fetch it again once when the server no longer
 * knows it (key rotation).
 */
import type {
  CaptchaValue,
  LoginBody,
  MemberInfoValue,
  OAuthExchangeValue,
  PasswordByPhoneBody,
  PasswordChangeBody,
  RegisterBody,
  RegisterSettingsValue,
  SecurityKeyValue,
  SessionValue,
  SliderChallengeValue,
  SmsSendBody,
  SmsSendValue,
  TrialValue,
} from '@app/contract';
import { ACCOUNT_PATHS, ErrorCode } from '@app/contract/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, type RequestOptions } from '../../app/api-client';
import { useSession } from '../../app/session/use-session';

export const accountKeys = {
  all: ['account'] as const,
  securityKey: () => [...accountKeys.all, 'security-key'] as const,
  captcha: () => [...accountKeys.all, 'captcha'] as const,
  registerSettings: () => [...accountKeys.all, 'register-settings'] as const,
  affiliate: (code: string) => [...accountKeys.all, 'affiliate', code] as const,
  memberInfo: (token: string) => [...accountKeys.all, 'member-info', token] as const,
};

export const securityKeyQuery = () =>
  queryOptions({
    queryKey: accountKeys.securityKey(),
    queryFn: ({ signal }) => apiRequest<SecurityKeyValue>(ACCOUNT_PATHS.securityKey, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * An encrypted call; an unknown key id (the server rotated its key) fetches the key once more.
 * Exported for the wallet's encrypted calls, which also send an Idempotency-Key header.
 */
export async function sendEncrypted<T>(
  queryClient: QueryClient,
  path: string,
  method: NonNullable<RequestOptions['method']>,
  body: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const key = await queryClient.ensureQueryData(securityKeyQuery());
  try {
    return await apiRequest<T>(path, { method, body, headers, encryptionKey: key });
  } catch (error) {
    if (!(error instanceof ApiError) || error.errorCode !== ErrorCode.ENCRYPTION_INVALID) throw error;
    const fresh = await queryClient.fetchQuery({ ...securityKeyQuery(), staleTime: 0 });
    return apiRequest<T>(path, { method, body, headers, encryptionKey: fresh });
  }
}

export const accountApi = {
  login: (queryClient: QueryClient, body: LoginBody) =>
    sendEncrypted<SessionValue>(queryClient, ACCOUNT_PATHS.login, 'POST', body),
  register: (queryClient: QueryClient, byMobile: boolean, body: RegisterBody) =>
    sendEncrypted<SessionValue>(
      queryClient,
      byMobile ? ACCOUNT_PATHS.registerMobile : ACCOUNT_PATHS.register,
      'PUT',
      body,
    ),
  changePassword: (queryClient: QueryClient, body: PasswordChangeBody) =>
    sendEncrypted<null>(queryClient, ACCOUNT_PATHS.passwordChange, 'POST', body),
  passwordByPhone: (queryClient: QueryClient, body: PasswordByPhoneBody) =>
    sendEncrypted<null>(queryClient, ACCOUNT_PATHS.passwordByPhone, 'POST', body),
  trial: () => apiRequest<TrialValue>(ACCOUNT_PATHS.trial, { method: 'POST' }),
  oauthExchange: (code: string) =>
    apiRequest<OAuthExchangeValue>(ACCOUNT_PATHS.oauthExchange, { method: 'POST', body: { code } }),
  sendSms: (body: SmsSendBody) => apiRequest<SmsSendValue>(ACCOUNT_PATHS.smsSend, { method: 'POST', body }),
  sliderChallenge: () => apiRequest<SliderChallengeValue>(ACCOUNT_PATHS.slider),
  verifySlider: (challengeId: string, x: number, y: number) =>
    apiRequest<{ ticket: string }>(ACCOUNT_PATHS.slider, { method: 'POST', body: { challengeId, x, y } }),
  checkAffiliate: (code: string) =>
    apiRequest<{ code: string }>(ACCOUNT_PATHS.affiliateCheck, {
      query: { code, domain: window.location.hostname },
    }),
};

/** A fresh captcha each time it is fetched (single use): never cached beyond its screen. */
export function useCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.captcha(),
    queryFn: ({ signal }) => apiRequest<CaptchaValue>(ACCOUNT_PATHS.captcha, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** getSetRegister: field rules, captcha, the whitelabel switches and the SMS lifetime. */
export function useRegisterSettings() {
  return useQuery({
    queryKey: accountKeys.registerSettings(),
    queryFn: ({ signal }) => apiRequest<RegisterSettingsValue>(ACCOUNT_PATHS.registerSettings, { signal }),
    staleTime: 5 * 60_000,
  });
}

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

/** Member info (GET /wps/member/info) of the signed-in player; keyed by token so a new login refetches. */
export function useMemberInfo() {
  const session = useSession();
  const token = session?.token ?? '';
  return useQuery({
    queryKey: accountKeys.memberInfo(token),
    queryFn: ({ signal }) => apiRequest<MemberInfoValue>(ACCOUNT_PATHS.memberInfo, { signal }),
    enabled: token !== '',
  });
}

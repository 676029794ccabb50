/**
 * A merchant's account rules with the defaults that apply when its site config has none, and the
 * site config as the public sees it. Read by the account, sms, oauth and system features alike, so
 * it belongs to none of them.
 */
import { type AccountSettings, MASKED_SECRET, type SiteConfig } from '@app/contract';

export const DEFAULT_SMS_EXPIRED_MINUTES = 1;

export const accountSettingsOf = (config: SiteConfig): AccountSettings => ({
  trialMerchantCode: config.account?.trialMerchantCode ?? `${config.merchantCode}_TRIAL`,
  trialCredit: config.account?.trialCredit ?? 0,
  passwordExpiryDays: config.account?.passwordExpiryDays ?? 0,
  sms: config.account?.sms ?? { expiredMinutes: DEFAULT_SMS_EXPIRED_MINUTES },
  oauth: config.account?.oauth ?? {},
});

/**
 * The site config as the public sees it, and the back office's every role too (the operator's
 * settings read, a patch's answer): the social sign-in client secrets masked, '' when unset.
 */
export const publicSiteConfig = (config: SiteConfig): SiteConfig => {
  if (!config.account) return config;
  const oauth = Object.fromEntries(
    Object.entries(config.account.oauth).map(([provider, settings]) => [
      provider,
      { ...settings, clientSecret: settings.clientSecret ? MASKED_SECRET : '' },
    ]),
  );
  return { ...config, account: { ...config.account, oauth } };
};

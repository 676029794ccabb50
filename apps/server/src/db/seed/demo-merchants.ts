/**
 * The demo brands. 'DEMO' is a complete, believable Vietnamese-facing site; 'DEMO2' is a second
 * brand on its own domain, so that resolution by domain can be seen working.
 */
import {
  type AccessSettings,
  DEFAULT_FIELD_PATTERNS,
  REGISTER_FIELDS,
  type RegisterField,
  type SiteConfig,
  WHITELABEL_SWITCHES,
} from '@app/contract';

const OPEN_ACCESS: AccessSettings = {
  maintenance: false,
  maintenanceInfo: '',
  allowedCountries: [],
  blockedCountries: [],
};

/**
 * Switches the demo keeps off: social sign-in needs a provider (an operator adds one with the
 * config's account.oauth and turns the switch on). SMS works with the embedded outbox provider.
 */
const DEMO_SWITCHES_OFF = new Set<string>(['FACEBOOKLOGIN3', 'GOOGLELOGIN3']);

/** Which registration fields the demo shows, and which of them must be filled. */
const DEMO_FIELDS: Record<RegisterField, { enabled: boolean; required: boolean }> = {
  username: { enabled: true, required: true },
  password: { enabled: true, required: true },
  confirmPassword: { enabled: true, required: true },
  mobileNum: { enabled: true, required: false },
  email: { enabled: true, required: false },
  nickname: { enabled: true, required: false },
  payeeName: { enabled: false, required: false },
  affiliateCode: { enabled: true, required: false },
  verificationCode: { enabled: true, required: true },
  qqNum: { enabled: false, required: false },
  facebook: { enabled: false, required: false },
  whatsapp: { enabled: false, required: false },
  line: { enabled: false, required: false },
  zalo: { enabled: true, required: false },
  wechat: { enabled: false, required: false },
  idNumber: { enabled: false, required: false },
  birthday: { enabled: false, required: false },
  paymentPassword: { enabled: false, required: false },
  recommenderId: { enabled: false, required: false },
};

const demoRegisterFields = () =>
  Object.fromEntries(
    REGISTER_FIELDS.map((field) => {
      const pattern = field === 'confirmPassword' ? undefined : DEFAULT_FIELD_PATTERNS[field];
      return [field, pattern ? { ...DEMO_FIELDS[field], pattern } : DEMO_FIELDS[field]];
    }),
  );

const brandSite = (brand: {
  merchantCode: string;
  name: string;
  domain: string;
  domainRoute: string[];
  /** Live banners and live models show only where this is on. */
  liveModel: boolean;
  /** Where set, the registration form asks the date of birth and a confirmation of this age. */
  minimumAge?: number;
}): SiteConfig => {
  const site = `https://${brand.domain}`;
  const slug = brand.domain.split('.')[0] ?? brand.domain;
  const fields = demoRegisterFields();
  return {
    merchantCode: brand.merchantCode,
    name: brand.name,
    currency: 'VND',
    currencySymbol: '₫',
    customerService: [
      { csType: 'whatsapp', title: 'WhatsApp', path: 'https://wa.me/84901234567' },
      { csType: 'telegram', title: 'Telegram', path: `https://t.me/${slug}_support` },
    ],
    domainRoute: brand.domainRoute,
    mobileTemplate: 'default',
    paths: {
      telegram: `https://t.me/${slug}_official`,
      /** The message centre's affiliate service row (decision 0042). */
      affiliateService: `https://t.me/${slug}_affiliates`,
      facebook: `https://www.facebook.com/${slug}.official`,
      youtube: `https://www.youtube.com/@${slug}`,
      licence: `${site}/licence`,
      responsibleGaming: `${site}/responsible-gaming`,
      agreement: `${site}/terms`,
    },
    register: brand.minimumAge
      ? {
          fields: { ...fields, birthday: { ...fields.birthday, enabled: true, required: true } },
          captcha: { enabled: true },
          minimumAge: brand.minimumAge,
        }
      : { fields, captcha: { enabled: true } },
    resources: [
      { resourceType: 'IOS', url: `https://download.${brand.domain}/ios/${slug}.ipa` },
      { resourceType: 'Android', url: `https://download.${brand.domain}/android/${slug}.apk` },
      { resourceType: 'MOBILECONFIG', url: `https://download.${brand.domain}/ios/${slug}.mobileconfig` },
      { resourceType: 'TELEGRAM', url: `https://t.me/${slug}_official` },
      { resourceType: 'FACEBOOK', url: `https://www.facebook.com/${slug}.official` },
      { resourceType: 'YOUTUBE', url: `https://www.youtube.com/@${slug}` },
    ],
    whitelabel: Object.fromEntries(
      WHITELABEL_SWITCHES.map((name) => [name, !DEMO_SWITCHES_OFF.has(name)]),
    ) as SiteConfig['whitelabel'],
    mainDomain: brand.domain,
    imageCDNs: [`https://img.${brand.domain}`],
    templates: { mem_cen: '0', dep_func: '0', parameters: { appIcon: '/m/icons/app-icon.svg' } },
    features: { liveModel: brand.liveModel, vipBenefits: true, appDownload: true },
    account: {
      trialMerchantCode: `${brand.merchantCode}_TRIAL`,
      // 2,000,000 ₫ of play money for every trial account (/m/trail).
      trialCredit: 2_000_000,
      passwordExpiryDays: 90,
      // Vietnamese brands (VND): a player's phone number is a Vietnamese one.
      countryDialingCode: '84',
      sms: { expiredMinutes: 1 },
      oauth: {},
    },
  };
};

export const DEMO_MERCHANTS: readonly { config: SiteConfig; access: AccessSettings }[] = [
  {
    config: brandSite({
      merchantCode: 'DEMO',
      name: 'Lucky Mobile',
      domain: 'luckymobile.vn',
      domainRoute: ['localhost', '127.0.0.1'],
      liveModel: true,
    }),
    access: OPEN_ACCESS,
  },
  {
    config: {
      ...brandSite({
        merchantCode: 'DEMO2',
        name: 'Sao Vàng Club',
        domain: 'saovang.club',
        domainRoute: ['demo2.localhost'],
        liveModel: false,
        // Vietnam lets its citizens play from the age of 21 (Decree 03/2017/ND-CP).
        minimumAge: 21,
      }),
      templates: {
        mem_cen: '1',
        dep_func: '1',
        // Its own colours, so that two installed brands can be told apart (issue 17).
        parameters: { appIcon: '/m/icons/app-icon.svg', themeColor: '#7a0f14', backgroundColor: '#7a0f14' },
      },
    },
    access: OPEN_ACCESS,
  },
];

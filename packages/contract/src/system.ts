/**
 * The system feature: site configuration, system status, template settings and system country
 * (spec §3 Site config, System status; §4 System status; §7), plus the operator API that changes
 * them without code or restart.
 */
import Type, { type Static } from 'typebox';
import { MINIMUM_AGE_RANGE } from './account-rules';
import { AccountSettings, OAuthProviderSettings } from './account-settings';
import { RESOURCE_TYPES, WHITELABEL_SWITCHES } from './enums';
import { Ok } from './envelope';
import { OPERATOR_PATHS, SYSTEM_CALLS } from './system-rules';
import { ContactUrl, HttpsUrl, SiteOrHttpsUrl } from './urls';

const Switches = Type.Object(
  Object.fromEntries(WHITELABEL_SWITCHES.map((name) => [name, Type.Boolean()])) as Record<
    (typeof WHITELABEL_SWITCHES)[number],
    ReturnType<typeof Type.Boolean>
  >,
);

export const CustomerServiceEntry = Type.Object({
  /** 'whatsapp', 'CS', 'telegram' ... (spec §7 Customer service). */
  csType: Type.String(),
  title: Type.String(),
  /**
   * Where the entry leads: https, tel: or mailto:, stored plain and checked here; the customer
   * service call (CHAT_PATHS.customerService) sends it sealed as spec §7's type '3', and the site
   * checks what it unseals with isSafeLink again (decision 0044).
   */
  path: ContactUrl,
});

export const DownloadLink = Type.Object({
  resourceType: Type.Enum(RESOURCE_TYPES),
  url: HttpsUrl,
});

export const RegisterFieldSetting = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  /** A JavaScript regular expression source the value must match, when set. */
  pattern: Type.Optional(Type.String()),
});

export const RegisterSettings = Type.Object({
  fields: Type.Record(Type.String(), RegisterFieldSetting),
  captcha: Type.Object({ enabled: Type.Boolean() }),
  /**
   * The age a player must have reached to register (the law of the merchant's market): the form
   * asks to confirm it, and checks the date of birth against it when it asks for one. Absent or
   * null (how an operator's patch takes it away): none.
   */
  minimumAge: Type.Optional(Type.Union([Type.Integer(MINIMUM_AGE_RANGE), Type.Null()])),
});

/** A colour as a web app manifest and a theme-color take it. */
export const HEX_COLOUR_PATTERN = '^#[0-9a-fA-F]{6}$';
const HexColour = Type.String({ pattern: HEX_COLOUR_PATTERN, description: 'A colour as #rrggbb' });

export const TemplateParameters = Type.Object({
  /** The brand mark of the installed web app's icons: an .svg of the site (/m/...); else the logo. */
  appIcon: SiteOrHttpsUrl,
  /** The installed web app's title bar and the browser's colour around the site (issue 17). */
  themeColor: Type.Optional(HexColour),
  /** The installed web app's splash screen and the square behind the brand mark of its icons. */
  backgroundColor: Type.Optional(HexColour),
});

export const TemplateSettings = Type.Object({
  mem_cen: Type.String(),
  dep_func: Type.String(),
  parameters: TemplateParameters,
});
export type TemplateSettings = Static<typeof TemplateSettings>;

export const SiteFeatures = Type.Object({
  /** Live-model feature: without it the m_live banners are hidden. */
  liveModel: Type.Boolean(),
  /** VIP benefits: the VIP link goes to /m/member/benefits, otherwise a 'contact service' message. */
  vipBenefits: Type.Boolean(),
  /** App-download window (download icon, bar and popup). */
  appDownload: Type.Boolean(),
});

export const SiteConfig = Type.Object({
  merchantCode: Type.String(),
  name: Type.String(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  customerService: Type.Array(CustomerServiceEntry),
  domainRoute: Type.Array(Type.String()),
  mobileTemplate: Type.String(),
  /** Named links of the brand: liveChat, telegram, facebook, youtube, licence, responsibleGaming ... */
  paths: Type.Record(Type.String(), ContactUrl),
  /**
   * An outside chat the operator runs instead of the built-in one: the chat launch answers it
   * (spec §7); absent or '': the built-in chat (/m/liveChat, decision 0044).
   */
  externalChatUrl: Type.Optional(Type.Union([HttpsUrl, Type.Literal('')])),
  register: RegisterSettings,
  resources: Type.Array(DownloadLink),
  whitelabel: Switches,
  mainDomain: Type.String(),
  /** Hosts of the game artwork and banners: the page's Content-Security-Policy lets images load from them. */
  imageCDNs: Type.Array(HttpsUrl),
  templates: TemplateSettings,
  features: SiteFeatures,
  account: Type.Optional(AccountSettings),
});
export type SiteConfig = Static<typeof SiteConfig>;

/** What an operator may change in a merchant's configuration (merchantCode is the key, not editable). */
export const SiteConfigPatch = Type.Partial(
  Type.Object({
    name: Type.String({ minLength: 1, maxLength: 80 }),
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    currencySymbol: Type.String({ minLength: 1, maxLength: 8 }),
    customerService: Type.Array(CustomerServiceEntry),
    domainRoute: Type.Array(Type.String({ minLength: 1 })),
    mobileTemplate: Type.String({ minLength: 1 }),
    paths: Type.Record(Type.String(), ContactUrl),
    externalChatUrl: Type.Union([HttpsUrl, Type.Literal('')]),
    register: RegisterSettings,
    resources: Type.Array(DownloadLink),
    whitelabel: Type.Partial(Switches),
    mainDomain: Type.String(),
    imageCDNs: Type.Array(HttpsUrl, { maxItems: 20 }),
    // One parameter may change alone (a colour without restating the app icon).
    templates: Type.Partial(
      Type.Object({ ...TemplateSettings.properties, parameters: Type.Partial(TemplateParameters) }),
    ),
    features: Type.Partial(SiteFeatures),
    // A provider's client id may change without restating its secret, which the console never reads.
    account: Type.Partial(
      Type.Object({
        ...AccountSettings.properties,
        oauth: Type.Partial(
          Type.Object({
            google: Type.Partial(OAuthProviderSettings),
            facebook: Type.Partial(OAuthProviderSettings),
          }),
        ),
      }),
    ),
  }),
  { additionalProperties: false, minProperties: 1 },
);
export type SiteConfigPatch = Static<typeof SiteConfigPatch>;

export const SystemStatusValue = Type.Object({
  info: Type.String(),
  location: Type.Object({ ip: Type.String(), country: Type.Union([Type.String(), Type.Null()]) }),
  maintenance: Type.Boolean(),
  regionRestriction: Type.Boolean(),
});
export type SystemStatusValue = Static<typeof SystemStatusValue>;

export const SystemCountryValue = Type.Object({
  ip: Type.String(),
  country: Type.Union([Type.String(), Type.Null()]),
});

/** Access settings of a merchant: maintenance and region restriction by ISO 3166-1 alpha-2 codes. */
export const AccessSettings = Type.Object({
  maintenance: Type.Boolean(),
  maintenanceInfo: Type.String({ maxLength: 500 }),
  /** When not empty, only these countries may use the site. */
  allowedCountries: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' })),
  /** These countries may never use the site. */
  blockedCountries: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' })),
});
export type AccessSettings = Static<typeof AccessSettings>;
export const AccessSettingsPatch = Type.Partial(AccessSettings, {
  additionalProperties: false,
  minProperties: 1,
});
export type AccessSettingsPatch = Static<typeof AccessSettingsPatch>;

export const MerchantParams = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
});

export const OperatorMerchantView = Type.Object({ config: SiteConfig, access: AccessSettings });
/** A new merchant: its whole configuration; access defaults to open (no maintenance, every country). */
export const NewMerchantBody = Type.Object({ config: SiteConfig, access: Type.Optional(AccessSettings) });
export type NewMerchantBody = Static<typeof NewMerchantBody>;

/** Routes of the system feature. Public calls resolve the merchant from the `Merchant` header or the domain. */
export const systemRoutes = {
  status: { ...SYSTEM_CALLS.status, response: Ok(SystemStatusValue) },
  config: { ...SYSTEM_CALLS.config, response: Ok(SiteConfig) },
  template: { ...SYSTEM_CALLS.template, response: Ok(TemplateSettings) },
  country: { ...SYSTEM_CALLS.country, response: Ok(SystemCountryValue) },
} as const;

/** Operator API: every call needs the `Operator-Key` header. */
export const operatorRoutes = {
  listMerchants: {
    method: 'GET',
    url: OPERATOR_PATHS.merchants,
    response: Ok(Type.Array(Type.Object({ merchantCode: Type.String(), name: Type.String() }))),
  },
  createMerchant: {
    method: 'POST',
    url: OPERATOR_PATHS.merchants,
    body: NewMerchantBody,
    response: Ok(OperatorMerchantView),
  },
  getMerchant: {
    method: 'GET',
    url: OPERATOR_PATHS.merchant,
    params: MerchantParams,
    response: Ok(OperatorMerchantView),
  },
  /** The same view with every secret masked (MASKED_SECRET when set, '' when not): every role reads it. */
  getSettings: {
    method: 'GET',
    url: OPERATOR_PATHS.settings,
    params: MerchantParams,
    response: Ok(OperatorMerchantView),
  },
  patchConfig: {
    method: 'PATCH',
    url: OPERATOR_PATHS.config,
    params: MerchantParams,
    body: SiteConfigPatch,
    response: Ok(SiteConfig),
  },
  patchAccess: {
    method: 'PATCH',
    url: OPERATOR_PATHS.access,
    params: MerchantParams,
    body: AccessSettingsPatch,
    response: Ok(AccessSettings),
  },
} as const;

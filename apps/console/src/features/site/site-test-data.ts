/** The site and games pages' fake answers (tests only). */
import type { OperatorGame, OperatorGamesPage } from '@app/contract';
import { WHITELABEL_SWITCHES } from '@app/contract/client';
import type { SiteSettings } from './site-api';

export const MERCHANTS = { value: [{ merchantCode: 'DEMO', name: 'Lucky Mobile' }] };

export const siteSettings = (): SiteSettings => ({
  config: {
    merchantCode: 'DEMO',
    name: 'Lucky Mobile',
    currency: 'VND',
    currencySymbol: '₫',
    customerService: [{ csType: 'telegram', title: 'Telegram', path: 'https://t.me/lucky' }],
    domainRoute: ['localhost'],
    mobileTemplate: 'default',
    paths: {},
    register: {
      fields: { email: { enabled: true, required: false, pattern: '^.+@.+$' } },
      captcha: { enabled: true },
    },
    resources: [
      { resourceType: 'IOS', url: 'https://dl.example/ios.ipa' },
      { resourceType: 'Android', url: 'https://dl.example/app.apk' },
    ],
    whitelabel: Object.fromEntries(
      WHITELABEL_SWITCHES.map((name) => [name, true]),
    ) as SiteSettings['config']['whitelabel'],
    mainDomain: 'luckymobile.vn',
    imageCDNs: ['https://img.luckymobile.vn'],
    templates: { mem_cen: '0', dep_func: '0', parameters: { appIcon: '/m/icons/app-icon.svg' } },
    features: { liveModel: true, vipBenefits: true, appDownload: true },
    account: {
      trialMerchantCode: 'DEMO_TRIAL',
      passwordExpiryDays: 90,
      sms: { expiredMinutes: 1 },
      oauth: {
        google: { issuer: 'https://accounts.google.com', clientId: 'lucky-web', clientSecret: '********' },
      },
    },
  },
  access: { maintenance: false, maintenanceInfo: '', allowedCountries: [], blockedCountries: ['US'] },
});

export const game = (nodeId: string, changes: Partial<OperatorGame> = {}): OperatorGame => ({
  nodeId,
  gameName: `Game ${nodeId}`,
  gameCode: `pg-rng-${nodeId}`,
  gameType: 'RNG',
  vendorCode: 'PG',
  vendorName: 'PG Soft',
  vendorEnabled: true,
  isHot: false,
  isNew: false,
  enabled: true,
  sortOrder: Number(nodeId),
  ...changes,
});

export const gamesPage = (list: OperatorGame[], total = list.length): OperatorGamesPage => ({
  list,
  total,
  pageNo: 1,
  pageSize: 20,
  vendors: [
    { vendorCode: 'PG', name: 'PG Soft' },
    { vendorCode: 'EVO', name: 'Evolution' },
  ],
});

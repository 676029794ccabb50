/**
 * The system feature's rules: which merchant a request belongs to, its status for a client
 * (maintenance, region restriction) and the operator's changes to configuration and access.
 */
import {
  type AccessSettings,
  type AccessSettingsPatch,
  ErrorCode,
  type NewMerchantBody,
  SiteConfig,
  type SiteConfigPatch,
  type SystemStatusValue,
} from '@app/contract';
import { Compile } from 'typebox/compile';
import { publicSiteConfig } from '../../lib/site-config';
import { ApiError, fieldErrorsOf } from '../../plugins/errors';
import type { SharedCache } from '../../plugins/shared-state';
import { countryOfIp, isRegionRestricted } from './geo';
import { mergePatch } from './merge-patch';
import type { AuditEntry, MerchantRecord, SystemRepository } from './repository';

/**
 * Configuration is read on every request, so it is cached; every operator change invalidates it,
 * so the TTL only bounds how long a lost invalidation (Redis briefly away) can last.
 */
const CONFIG_CACHE_TTL_MS = 30_000;
const DIRECTORY_KEY = 'merchant-directory';
const merchantKey = (merchantCode: string) => `merchant:${merchantCode}`;

const siteConfigCheck = Compile(SiteConfig);
/** A new merchant's access settings unless the operator gives them: open, no maintenance. */
const OPEN_ACCESS: AccessSettings = {
  maintenance: false,
  maintenanceInfo: '',
  allowedCountries: [],
  blockedCountries: [],
};

interface MerchantDirectory {
  codes: string[];
  /** Host name (lower case, no port) → merchant code, from every merchant's domainRoute. */
  domains: Record<string, string>;
}

export type OperatorAction = Omit<AuditEntry, 'target' | 'patch'>;

export const createSystemService = ({
  repository,
  cache,
}: {
  repository: SystemRepository;
  cache: SharedCache;
}) => {
  /**
   * Which merchants exist and which host routes to which, in one cached document. Lookups check
   * it first, so a flood of made-up Merchant headers reaches neither the cache nor the database.
   */
  const directory = (): Promise<MerchantDirectory> =>
    cache.getOrLoad(DIRECTORY_KEY, CONFIG_CACHE_TTL_MS, async () => {
      const codes: string[] = [];
      const domains: Record<string, string> = {};
      for (const { config } of await repository.listMerchants()) {
        codes.push(config.merchantCode);
        for (const domain of config.domainRoute) domains[domain.toLowerCase()] ??= config.merchantCode;
      }
      return { codes, domains };
    });

  const findMerchant = async (merchantCode: string): Promise<MerchantRecord | null> => {
    if (!(await directory()).codes.includes(merchantCode)) return null;
    return cache.getOrLoad(merchantKey(merchantCode), CONFIG_CACHE_TTL_MS, () =>
      repository.findMerchant(merchantCode),
    );
  };

  const findMerchantByHost = async (hostname: string): Promise<MerchantRecord | null> => {
    const { domains } = await directory();
    const host = hostname.toLowerCase();
    return Object.hasOwn(domains, host) ? findMerchant(domains[host] as string) : null;
  };

  const requireMerchant = async (merchantCode: string): Promise<MerchantRecord> => {
    const merchant = await repository.findMerchant(merchantCode);
    if (!merchant) throw new ApiError(ErrorCode.MERCHANT_UNKNOWN, `Unknown merchant ${merchantCode}`);
    return merchant;
  };

  /** A domain may route to one merchant only, or the domain would not say which brand it is. */
  const assertDomainsFree = async (merchantCode: string, domains: readonly string[]) => {
    const { domains: owners } = await directory();
    const taken = domains.filter((domain) => {
      const owner = owners[domain.toLowerCase()];
      return owner !== undefined && owner !== merchantCode;
    });
    if (taken.length > 0) {
      throw new ApiError(
        ErrorCode.CONFLICT,
        `Domains already route to another merchant: ${taken.join(', ')}`,
        {
          fields: { domainRoute: `already used by another merchant: ${taken.join(', ')}` },
        },
      );
    }
  };

  const invalidate = (merchantCode: string) => cache.invalidate(merchantKey(merchantCode), DIRECTORY_KEY);

  const update = async (
    merchantCode: string,
    audit: AuditEntry,
    change: (current: MerchantRecord) => MerchantRecord,
  ): Promise<MerchantRecord> => {
    const updated = await repository.updateMerchant(merchantCode, audit, change);
    if (!updated) throw new ApiError(ErrorCode.MERCHANT_UNKNOWN, `Unknown merchant ${merchantCode}`);
    await invalidate(merchantCode);
    return updated;
  };

  return {
    findMerchant,
    findMerchantByHost,

    statusOf(merchant: MerchantRecord, ip: string): SystemStatusValue {
      const country = countryOfIp(ip);
      const { access } = merchant;
      return {
        info: access.maintenance ? access.maintenanceInfo : '',
        location: { ip, country },
        maintenance: access.maintenance,
        regionRestriction: isRegionRestricted(access, country),
      };
    },

    async listMerchants() {
      const all = await repository.listMerchants();
      return all.map(({ config }) => ({ merchantCode: config.merchantCode, name: config.name }));
    },

    getMerchant: requireMerchant,

    /** A merchant's configuration with its secrets masked, and its access settings: what every role reads. */
    async getSettings(merchantCode: string): Promise<MerchantRecord> {
      const { config, access } = await requireMerchant(merchantCode);
      return { config: publicSiteConfig(config), access };
    },

    /** A new merchant (a production server starts with none: the demo brands are demo mode only). */
    async createMerchant(body: NewMerchantBody, action: OperatorAction): Promise<MerchantRecord> {
      const { merchantCode } = body.config;
      if (!/^[A-Za-z0-9_-]{1,32}$/.test(merchantCode)) {
        throw new ApiError(ErrorCode.VALIDATION_FAILED, 'The merchant code is invalid', {
          fields: { 'config.merchantCode': "must be 1-32 letters, digits, '_' or '-'" },
        });
      }
      await assertDomainsFree(merchantCode, body.config.domainRoute);
      const created = await repository.createMerchant(
        { config: body.config, access: body.access ?? OPEN_ACCESS },
        action,
      );
      if (!created) throw new ApiError(ErrorCode.CONFLICT, `Merchant ${merchantCode} exists already`);
      await invalidate(merchantCode);
      return created;
    },

    async patchConfig(
      merchantCode: string,
      patch: SiteConfigPatch,
      action: OperatorAction,
    ): Promise<SiteConfig> {
      if (patch.domainRoute) await assertDomainsFree(merchantCode, patch.domainRoute);
      const updated = await update(merchantCode, { ...action, target: 'config', patch }, (current) => {
        const config = mergePatch(current.config, patch);
        // The patch schema checks each part; this checks the document they make together.
        if (!siteConfigCheck.Check(config)) {
          throw new ApiError(ErrorCode.VALIDATION_FAILED, 'The patched configuration is invalid', {
            fields: fieldErrorsOf([...siteConfigCheck.Errors(config)], 'config'),
          });
        }
        return { ...current, config };
      });
      // A secret written is not shown back: the admins' full read (getMerchant) is where it is.
      return publicSiteConfig(updated.config);
    },

    async patchAccess(
      merchantCode: string,
      patch: AccessSettingsPatch,
      action: OperatorAction,
    ): Promise<AccessSettings> {
      const updated = await update(merchantCode, { ...action, target: 'access', patch }, (current) => ({
        ...current,
        access: mergePatch(current.access, patch),
      }));
      return updated.access;
    },
  };
};

export type SystemService = ReturnType<typeof createSystemService>;

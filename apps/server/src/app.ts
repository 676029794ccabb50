/**
 * Builds the application without listening: the plugins, then the features as an explicit list.
 * main.ts listens; the tests drive the same app through app.inject.
 */

import { httpsOriginOf, type SiteConfig, STAFF_CSRF_HEADER } from '@app/contract';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';
import { demoMerchantsIn, seedDemoData } from './db/seed/seed';
import { accountOperatorFeature } from './features/account/operator-routes';
import { createAccountRepository } from './features/account/repository';
import { accountFeature, headIconImagesApi } from './features/account/routes';
import { type AccountService, createAccountService } from './features/account/service';
import { createSessions } from './features/account/sessions';
import { agentCentreOperatorFeature } from './features/agent-centre/operator-routes';
import { createAgentCentreRepository } from './features/agent-centre/repository';
import { agentCentreFeature } from './features/agent-centre/routes';
import { type AgentCentreService, createAgentCentreService } from './features/agent-centre/service';
import { agentContractsOperatorFeature } from './features/agent-contracts/operator-routes';
import { agentContractsFeature } from './features/agent-contracts/routes';
import { type AgentContractsService, createAgentContractsService } from './features/agent-contracts/service';
import { agentsOperatorFeature } from './features/agents/operator-routes';
import { createAgentsRepository } from './features/agents/repository';
import { agentsFeature } from './features/agents/routes';
import { type AgentsService, createAgentsService } from './features/agents/service';
import { announcementsOperatorFeature } from './features/announcements/operator-routes';
import { createAnnouncementsRepository } from './features/announcements/repository';
import { announcementsFeature, bannerArtApi } from './features/announcements/routes';
import { type AnnouncementsService, createAnnouncementsService } from './features/announcements/service';
import { approvalsOperatorFeature } from './features/approvals/operator-routes';
import { createApprovalsService } from './features/approvals/service';
import { chatOperatorFeature } from './features/chat/operator-routes';
import { createChatRepository } from './features/chat/repository';
import { chatFeature, chatPicturesApi } from './features/chat/routes';
import { type ChatService, createChatService } from './features/chat/service';
import { chatSocketsApi } from './features/chat/sockets';
import { contentPreviewOperatorFeature } from './features/content-preview/operator-routes';
import { dashboardOperatorFeature } from './features/dashboard/operator-routes';
import { createDashboardService } from './features/dashboard/service';
import { feedbackOperatorFeature } from './features/feedback/operator-routes';
import { createFeedbackRepository } from './features/feedback/repository';
import { feedbackFeature, feedbackPicturesApi } from './features/feedback/routes';
import { createFeedbackService, type FeedbackService } from './features/feedback/service';
import { gamesOperatorFeature } from './features/games/operator-routes';
import { createGamesRepository } from './features/games/repository';
import { gamesArtApi, gamesFeature } from './features/games/routes';
import { createGamesService, type GamesService } from './features/games/service';
import { healthFeature } from './features/health/routes';
import { helpOperatorFeature } from './features/help/operator-routes';
import { createHelpRepository } from './features/help/repository';
import { helpFeature } from './features/help/routes';
import { createHelpService, type HelpService } from './features/help/service';
import { houseLotteryFeature } from './features/house-lottery/routes';
import { createHouseLotteryService, type HouseLotteryService } from './features/house-lottery/service';
import { houseSlotsFeature } from './features/house-slots/routes';
import { createHouseSlotsService, type HouseSlotsService } from './features/house-slots/service';
import { inboxOperatorFeature } from './features/inbox/operator-routes';
import { createInboxRepository } from './features/inbox/repository';
import { inboxFeature } from './features/inbox/routes';
import { createInboxService, type InboxService } from './features/inbox/service';
import { oauthFeature } from './features/oauth/routes';
import { createOAuthService, type OAuthService } from './features/oauth/service';
import { resolveSandboxGatewaySecret } from './features/payments/gateway-secret';
import { depositOperatorFeature } from './features/payments/operator-routes';
import { depositCallbackApi, depositFeature, sandboxGatewayPages } from './features/payments/routes';
import { createSandboxGateway } from './features/payments/sandbox-gateway';
import {
  createPaymentsService,
  depositsOrderedSince,
  type PaymentsService,
  sandboxCallbackUrlOf,
} from './features/payments/service';
import { playerProtectionOperatorFeature } from './features/player-protection/operator-routes';
import { createPlayerProtectionRepository } from './features/player-protection/repository';
import { playerProtectionFeature } from './features/player-protection/routes';
import {
  createPlayerProtectionService,
  type PlayerProtectionService,
} from './features/player-protection/service';
import { playersOperatorFeature } from './features/players/operator-routes';
import { promotionsOperatorFeature } from './features/promotions/operator-routes';
import { createPromotionsRepository } from './features/promotions/repository';
import { promotionPicturesApi, promotionsFeature } from './features/promotions/routes';
import { createPromotionsService, type PromotionsService } from './features/promotions/service';
import { referralsOperatorFeature } from './features/referrals/operator-routes';
import { referralsFeature } from './features/referrals/routes';
import { createReferralsService, type ReferralsService } from './features/referrals/service';
import { rewardsOperatorFeature } from './features/rewards/operator-routes';
import { rewardsFeature } from './features/rewards/routes';
import { createRewardsService, type RewardsService } from './features/rewards/service';
import { securityFeature } from './features/security/routes';
import { type Captchas, createSecurityService, type HumanCheck } from './features/security/service';
import { createOutboxSmsProvider } from './features/sms/provider';
import { createSmsRepository } from './features/sms/repository';
import { smsFeature } from './features/sms/routes';
import { createSmsService, type SmsService } from './features/sms/service';
import { staffOperatorFeature } from './features/staff/operator-routes';
import { createStaffRepository } from './features/staff/repository';
import { staffFeature } from './features/staff/routes';
import { createStaffService } from './features/staff/service';
import { operatorFeature } from './features/system/operator-routes';
import { createSystemRepository } from './features/system/repository';
import { systemFeature } from './features/system/routes';
import { createSystemService, type SystemService } from './features/system/service';
import { vendorOperatorFeature } from './features/vendor-wallet/operator-routes';
import { gameRecordsFeature, vendorWalletApi } from './features/vendor-wallet/routes';
import { createVendorWalletService, type VendorWalletService } from './features/vendor-wallet/service';
import { vipOperatorFeature } from './features/vip/operator-routes';
import { createVipRepository } from './features/vip/repository';
import { vipFeature } from './features/vip/routes';
import { createVipService, type VipService } from './features/vip/service';
import { walletOperatorFeature } from './features/wallet/operator-routes';
import { walletFeature } from './features/wallet/routes';
import { createWalletService, type WalletService } from './features/wallet/service';
import { withdrawalOperatorFeature } from './features/withdrawals/operator-routes';
import { withdrawalFeature } from './features/withdrawals/routes';
import {
  createWithdrawalsService,
  setPaymentPassword,
  type WithdrawalsService,
} from './features/withdrawals/service';
import type { PlayLimits } from './lib/play-guard';
import { bodyEncryptionPlugin } from './plugins/body-encryption';
import { type BodyKeyRing, createBodyKeyRing } from './plugins/body-keys';
import { consoleSitePlugin } from './plugins/console-site';
import { databasePlugin } from './plugins/database';
import { encodedAnswersPlugin } from './plugins/encoded-answers';
import { errorsPlugin } from './plugins/errors';
import { merchantPlugin } from './plugins/merchant';
import { openapiPlugin } from './plugins/openapi';
import { operatorKeyGuard, resolveOperatorKey } from './plugins/operator-key';
import { opsListenerPlugin } from './plugins/ops-listener';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestContextPlugin } from './plugins/request-context';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { sharedStatePlugin } from './plugins/shared-state';
import { staffSessionPlugin } from './plugins/staff-session';
import { staticSitePlugin } from './plugins/static-site';
import { textGuardPlugin } from './plugins/text-guard';
import { validatorCompiler } from './plugins/validator-compiler';
import { webAppPlugin } from './plugins/web-app';

/**
 * The services built here, handed to every merchant-scoped feature. A feature declares in its own
 * options type only the part it uses and never imports this file; the FEATURES list below is
 * where TypeScript checks that this context holds what each feature declares.
 */
export interface FeatureContext {
  config: ServerConfig;
  system: SystemService;
  bodyKeys: BodyKeyRing;
  captchas: Captchas;
  humanCheck: HumanCheck;
  sms: SmsService;
  accounts: AccountService;
  oauth: OAuthService;
  wallet: WalletService;
  payments: PaymentsService;
  playerProtection: PlayerProtectionService;
  withdrawalsService: WithdrawalsService;
  vendorWallet: VendorWalletService;
  games: GamesService;
  houseLottery: HouseLotteryService;
  announcements: AnnouncementsService;
  houseSlots: HouseSlotsService;
  rewards: RewardsService;
  referrals: ReferralsService;
  vip: VipService;
  promotions: PromotionsService;
  inbox: InboxService;
  help: HelpService;
  feedback: FeedbackService;
  chat: ChatService;
  agentCentre: AgentCentreService;
  agentContracts: AgentContractsService;
  agents: AgentsService;
}

/** A feature of the merchant-scoped API: its routes know request.merchant and pass the access gate. */
export type Feature = FastifyPluginAsyncTypebox<FeatureContext>;

/** The merchant-scoped features, in registration order. */
export const FEATURES: readonly Feature[] = [
  systemFeature,
  securityFeature,
  smsFeature,
  accountFeature,
  oauthFeature,
  walletFeature,
  depositFeature,
  withdrawalFeature,
  playerProtectionFeature,
  gameRecordsFeature,
  gamesFeature,
  houseLotteryFeature,
  announcementsFeature,
  houseSlotsFeature,
  rewardsFeature,
  referralsFeature,
  vipFeature,
  promotionsFeature,
  inboxFeature,
  helpFeature,
  feedbackFeature,
  chatFeature,
  agentCentreFeature,
  agentContractsFeature,
  agentsFeature,
];

/** The origins a merchant's pages load pictures from: its image CDNs (the page's CSP lists them). */
const imageOriginsOf = (config: SiteConfig) => config.imageCDNs.flatMap((url) => httpsOriginOf(url) ?? []);

/** Secrets never reach the logs, whatever a log call is given. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["operator-key"]',
  'req.headers.cookie',
  `req.headers["${STAFF_CSRF_HEADER}"]`,
];

export interface BuildOptions {
  features?: readonly Feature[];
  /** Unix ms; tests move it to pass idle timeouts, lifetimes and expiries. */
  clock?: () => number;
  /** Where log lines go instead of stdout: tests read what a request logged. */
  logStream?: { write(line: string): void };
  /**
   * The limits the house games and the vendor wallet's debits ask before a stake: player
   * protection's unless a test stands one in.
   */
  playLimits?: PlayLimits;
}

export const buildApp = async (
  config: ServerConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> => {
  const now = options.clock ?? Date.now;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // Opening PGlite, migrating and seeding (argon2 hashes of the demo accounts) can outlast
    // Fastify's 10 s plugin limit on a slow or busy machine; a start that slow is still healthy.
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  // On close Fastify stops accepting and answers requests that arrive meanwhile with 503, but a
  // keep-alive connection whose request was already in flight would then idle until its timeout
  // and hold the shutdown up: its response asks the client to close it.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook (every answer passes it; nothing to wait for).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(sharedStatePlugin, { config });
  await app.register(rateLimitPlugin, { config });
  // After the limits, so that refused input still counts; before every hook that reads the request.
  await app.register(textGuardPlugin);
  // API responses (site config is a few KB) and the home page written with its banner; the site's
  // files arrive precompressed and pass through.
  await app.register(compress);
  await app.register(encodedAnswersPlugin);
  await app.register(databasePlugin, { config });
  // Demo content only behind the switch (docs/decisions/0019): published passwords, fake money.
  if (config.demoMode) {
    app.log.warn(
      'DEMO_MODE is on: demo brands and accounts with published passwords, and a sandbox payment gateway that credits without real money. Never in production.',
    );
    await seedDemoData(app.db);
  } else {
    const leftOver = await demoMerchantsIn(app.db);
    if (leftOver.length > 0) {
      app.log.warn(
        { merchants: leftOver },
        'DEMO_MODE is off but this database holds demo merchants (from a demo-mode run): their demo accounts with published passwords still log in; remove them',
      );
    }
  }
  await app.register(requestContextPlugin);
  await app.register(opsListenerPlugin, { config });
  await app.register(openapiPlugin);

  const system = createSystemService({ repository: createSystemRepository(app.db), cache: app.cache });
  const operatorKey = await resolveOperatorKey(config, app.log);

  const bodyKeys = await createBodyKeyRing(app.db);
  const { captchas, humanCheck } = createSecurityService({
    cache: app.cache,
    captchaFixedText: config.captchaFixedText,
    sliderFixedX: config.sliderFixedX,
    now,
  });
  if (config.captchaFixedText !== null || config.sliderFixedX !== null) {
    app.log.warn(
      'CAPTCHA_FIXED_TEXT or SLIDER_FIXED_X is set: captcha and slider answers are fixed (tests only)',
    );
  }
  const sms = createSmsService({
    repository: createSmsRepository(app.db),
    provider: createOutboxSmsProvider(app.db, app.log, now),
    humanCheck,
    now,
  });
  // Before the accounts: member info's VIP label is the VIP service's, measured on the ledger.
  const wallet = createWalletService({ db: app.db });
  const vip = createVipService({ repository: createVipRepository(app.db), wallet });
  const accountRepository = createAccountRepository(app.db);
  const sessions = createSessions({
    repository: accountRepository,
    options: { idleMs: config.sessionIdleMinutes * 60_000, maxAgeMs: config.sessionMaxHours * 3_600_000 },
    now,
  });
  // Before the accounts, the payments and the games: it has the word on a login, a deposit and a stake.
  const playerProtection = createPlayerProtectionService({
    repository: createPlayerProtectionRepository(app.db),
    wallet,
    depositedSince: (member, since) => depositsOrderedSince(app.db, member, since),
    sessions: sessions.ofMember,
    now,
  });
  const accounts = createAccountService({
    repository: accountRepository,
    sessions,
    admission: playerProtection.admission,
    captchas,
    humanCheck,
    sms,
    vip,
    wallet,
    setPaymentPassword: (memberId, paymentPassword) => setPaymentPassword(app.db, memberId, paymentPassword),
    lockout: {
      failures: config.loginLockoutFailures,
      firstDelaySeconds: config.loginLockoutDelaySeconds,
      minutes: config.loginLockoutMinutes,
      captchaIpAccounts: config.loginCaptchaIpAccounts,
    },
    now,
  });
  const oauth = createOAuthService({
    db: app.db,
    cache: app.cache,
    accounts,
    now,
  });
  const sandboxGateway = config.demoMode
    ? createSandboxGateway({
        db: app.db,
        secret: await resolveSandboxGatewaySecret(config),
        log: app.log,
        now,
      })
    : null;
  if (sandboxGateway) {
    app.addHook('onClose', async () => sandboxGateway.close());
    app.addHook('onReady', () => sandboxGateway.resumeDeliveries());
  }
  const payments = createPaymentsService({
    db: app.db,
    accounts,
    wallet,
    provider: sandboxGateway?.provider ?? null,
    callbackUrl: sandboxCallbackUrlOf(config.sandboxCallbackBaseUrl),
    depositLimitsOf: playerProtection.depositLimitsOf,
    now,
  });
  const referrals = createReferralsService({ db: app.db, wallet, members: accounts, now });
  // Invite friends' bonuses are wagered like the rewards' claims: one stack a withdrawal waits for.
  const rewards = createRewardsService({ db: app.db, wallet, now, otherWageringOf: referrals.wageringOf });
  const withdrawalsService = createWithdrawalsService({
    db: app.db,
    accounts,
    wallet,
    sms,
    now,
    unwithdrawableOf: payments.unwithdrawableCredit,
    outstandingTurnoverOf: rewards.outstandingTurnover,
  });
  // What player protection lets a member stake: the house games ask before play, the vendor wallet before every debit.
  const playLimits = options.playLimits ?? playerProtection.playLimits;
  const vendorWallet = createVendorWalletService({ db: app.db, wallet, limits: playLimits, now });
  const games = createGamesService({
    repository: createGamesRepository(app.db),
    cache: app.cache,
    vendorWallet,
    accounts,
    now,
  });
  const houseLottery = createHouseLotteryService({ db: app.db, vendorWallet, limits: playLimits, now });
  // The drawing loop runs in every process: the rounds' conditional updates keep one draw each.
  let stopDrawing: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopDrawing = houseLottery.startDrawingLoop((error) =>
      app.log.error({ err: error }, 'lottery draw pass failed'),
    );
  });
  app.addHook('preClose', async () => {
    await stopDrawing?.();
  });
  const announcements = createAnnouncementsService({
    repository: createAnnouncementsRepository(app.db),
    gamesOf: games.byNodeIds,
  });
  const houseSlots = createHouseSlotsService({ db: app.db, vendorWallet, limits: playLimits, now });
  // Spins a crash or a failed credit left open are finished at start (and at the member's next call).
  app.addHook('onReady', async () => {
    const settled = await houseSlots.settleOpenSpins();
    if (settled > 0) app.log.warn({ settled }, 'house slots: finished spins left open');
  });
  const promotions = createPromotionsService({ repository: createPromotionsRepository(app.db), now });
  const inbox = createInboxService({ repository: createInboxRepository(app.db), members: accounts, now });
  const help = createHelpService({ repository: createHelpRepository(app.db) });
  const feedback = createFeedbackService({ repository: createFeedbackRepository(app.db), captchas, now });
  const chat = createChatService({
    repository: createChatRepository(app.db),
    cache: app.cache,
    pubsub: app.pubsub,
    members: accounts,
    now,
  });
  const agentCentre = createAgentCentreService({
    repository: createAgentCentreRepository(app.db),
    accounts,
    wallet,
    verifyPaymentPassword: withdrawalsService.verifyPaymentPassword,
    unwithdrawableOf: payments.unwithdrawableCredit,
    now,
  });
  const agentContracts = createAgentContractsService({ db: app.db, members: accounts, wallet, now });
  const agents = createAgentsService({
    repository: createAgentsRepository(app.db),
    members: accounts,
    wallet,
    currencyOf: async (merchantCode) => (await system.getMerchant(merchantCode)).config,
    now,
  });
  const context: FeatureContext = {
    config,
    system,
    bodyKeys,
    captchas,
    humanCheck,
    sms,
    accounts,
    oauth,
    wallet,
    payments,
    withdrawalsService,
    playerProtection,
    vendorWallet,
    games,
    houseLottery,
    announcements,
    houseSlots,
    rewards,
    referrals,
    vip,
    promotions,
    inbox,
    help,
    feedback,
    chat,
    agentCentre,
    agentContracts,
    agents,
  };

  await app.register(healthFeature);
  // A page's request carries no Merchant header: its host names the merchant, as for the API.
  const pageMerchantOf = async (request: FastifyRequest) =>
    (await system.findMerchantByHost(request.hostname)) ??
    (await system.findMerchant(config.defaultMerchant));
  await app.register(staticSitePlugin, {
    webDist: config.webDist,
    shellBannerOf: async (request) => {
      const merchant = await pageMerchantOf(request);
      return merchant && announcements.firstHomeBanner(merchant.config, request.language);
    },
    shellGamesOf: async (request, list) => {
      const merchant = await pageMerchantOf(request);
      return merchant ? games.shellGames(merchant.config.merchantCode, list) : [];
    },
    shellRegisterFormOf: async (request) => {
      const merchant = await pageMerchantOf(request);
      return merchant && accounts.registerShellForm(merchant);
    },
    shellDepositPageOf: async (request) => {
      const merchant = await pageMerchantOf(request);
      return merchant && payments.depositShellPage(merchant.config);
    },
    brandNameOf: async (request) => (await pageMerchantOf(request))?.config.name ?? null,
    pageHostsOf: async (request) => {
      const merchant = await pageMerchantOf(request);
      if (!merchant) return { imageOrigins: [], frameOrigins: [] };
      return {
        imageOrigins: imageOriginsOf(merchant.config),
        frameOrigins: await games.launchOrigins(merchant.config.merchantCode),
      };
    },
    countPage: app.countPage,
  });
  await app.register(consoleSitePlugin, { consoleDist: config.consoleDist });
  // The installed web app's manifest and icons, for the same merchant as the page (issue 17).
  await app.register(webAppPlugin, {
    webDist: config.webDist,
    siteConfigOf: async (request) => (await pageMerchantOf(request))?.config ?? null,
  });
  // The back office's staff (decision 0064): platform-wide, their session a cookie (the only one
  // the server reads), the staff calls outside the merchant scope.
  const staff = createStaffService({ repository: createStaffRepository(app.db), cache: app.cache, now });
  await app.register(cookie);
  await app.register(staffSessionPlugin, { resolver: staff.resolver });
  await app.register(staffFeature, {
    staff,
    config,
    // The staff accounts: the Operator-Key (the root of trust: it creates the first admin) or an admin.
    adminOnly: operatorKeyGuard(operatorKey, app.staffSessionOf, (role) => role === 'admin'),
  });
  // The operator API: one scope, one guard in front of every operator feature in it: the
  // Operator-Key, or a staff session whose role allows the call (staffRoleAllows).
  await app.register(async (operatorScope) => {
    operatorScope.addHook('onRequest', operatorKeyGuard(operatorKey, app.staffSessionOf));
    await operatorScope.register(staffOperatorFeature, { staff });
    await operatorScope.register(operatorFeature, { system });
    await operatorScope.register(accountOperatorFeature, { sms, bodyKeys, system, accounts });
    // Four eyes (decision 0067): the adjustment and withdrawal routes ask the approvals feature.
    const approvals = createApprovalsService({ db: app.db, wallet, withdrawals: withdrawalsService });
    await operatorScope.register(walletOperatorFeature, { system, accounts, wallet, approvals });
    await operatorScope.register(approvalsOperatorFeature, { system, approvals });
    await operatorScope.register(depositOperatorFeature, { payments });
    await operatorScope.register(withdrawalOperatorFeature, { withdrawalsService, approvals });
    await operatorScope.register(playerProtectionOperatorFeature, { system, accounts, playerProtection });
    await operatorScope.register(playersOperatorFeature, {
      system,
      accounts,
      wallet,
      vip,
      withdrawalStatusesOf: withdrawalsService.statusesOfHolds,
    });
    await operatorScope.register(vendorOperatorFeature, { system, accounts, vendorWallet });
    await operatorScope.register(gamesOperatorFeature, { games });
    await operatorScope.register(rewardsOperatorFeature, { system, rewards });
    await operatorScope.register(referralsOperatorFeature, { system, referrals });
    await operatorScope.register(vipOperatorFeature, { system, vip });
    await operatorScope.register(promotionsOperatorFeature, {
      promotions,
      imageOriginsOf: async (merchantCode) => imageOriginsOf((await system.getMerchant(merchantCode)).config),
      rewardIdsOf: async (merchantCode) =>
        (await rewards.operatorRewards(merchantCode)).map((reward) => reward.id),
    });
    await operatorScope.register(inboxOperatorFeature, { system, inbox });
    await operatorScope.register(announcementsOperatorFeature, {
      announcements,
      imageOriginsOf: async (merchantCode) => imageOriginsOf((await system.getMerchant(merchantCode)).config),
    });
    await operatorScope.register(helpOperatorFeature, { help, system });
    await operatorScope.register(contentPreviewOperatorFeature);
    await operatorScope.register(feedbackOperatorFeature, { feedback, system });
    await operatorScope.register(agentContractsOperatorFeature, { system, agentContracts });
    await operatorScope.register(chatOperatorFeature, { chat, knownMerchant: system.getMerchant });
    await operatorScope.register(agentCentreOperatorFeature, { system, agentCentre });
    await operatorScope.register(agentsOperatorFeature, { system, agents });
    await operatorScope.register(dashboardOperatorFeature, {
      dashboard: createDashboardService({ system, accounts, wallet, now }),
    });
  });
  // Called by other systems (a game vendor, the payment gateway) and signed by them: no merchant scope.
  await app.register(vendorWalletApi, { vendorWallet, now });
  if (sandboxGateway) {
    await app.register(depositCallbackApi, { payments, gateway: sandboxGateway });
    await app.register(sandboxGatewayPages, {
      gateway: sandboxGateway,
      payments,
      sessions: sessions.resolver,
      merchants: system,
    });
  }
  // Plain images: an <img> sends no Merchant header; node ids and head icon ids are global.
  await app.register(gamesArtApi, { games });
  await app.register(bannerArtApi, { announcements });
  await app.register(headIconImagesApi, { accounts });
  await app.register(promotionPicturesApi, { promotions });
  await app.register(feedbackPicturesApi, { feedback });
  await app.register(chatPicturesApi, { chat });
  // The chat's sockets: a one-time ticket instead of headers, which a browser cannot set on a WebSocket.
  await app.register(chatSocketsApi, { chat });
  await app.register(async (merchantScope) => {
    await merchantScope.register(merchantPlugin, {
      resolver: system,
      defaultMerchant: config.defaultMerchant,
    });
    await merchantScope.register(sessionPlugin, { resolver: sessions.resolver });
    await merchantScope.register(bodyEncryptionPlugin, { keys: bodyKeys, cache: app.cache, now });
    for (const feature of options.features ?? FEATURES) await merchantScope.register(feature, context);
  });

  return app;
};

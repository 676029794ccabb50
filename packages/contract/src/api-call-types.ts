/**
 * The types of a call taken from its full route (the descriptor spread with its schemas): what the
 * site sends (CallInput) and what the answer's value is (CallAnswer). Type-only: the site imports
 * them with `import type`, so no schema reaches its bundle.
 */
import type { Static, TSchema } from 'typebox';
import type { accountRoutes } from './account';
import type { agentCentreRoutes } from './agent-centre';
import type { agentContractsRoutes } from './agent-contracts';
import type { agentsRoutes } from './agents';
import type { announcementsRoutes } from './announcements';
import type { ApiCall } from './api-call';
import type { chatRoutes } from './chat';
import type { feedbackRoutes } from './feedback';
import type { gamesRoutes } from './games';
import type { helpRoutes } from './help';
import type { houseGamesRoutes } from './house-games';
import type { inboxRoutes } from './inbox';
import type { paymentsRoutes } from './payments';
import type { playerProtectionRoutes } from './player-protection';
import type { promotionsRoutes } from './promotions';
import type { referralsRoutes } from './referrals';
import type { rewardsRoutes } from './rewards';
import type { systemRoutes } from './system';
import type { vendorWalletRoutes } from './vendor-wallet';
import type { vipRoutes } from './vip';
import type { walletRoutes } from './wallet';
import type { withdrawalsRoutes } from './withdrawals';

type RoutesOf<Routes> = Routes[keyof Routes];
/** Every full route that has a descriptor. */
type CallRoute =
  | RoutesOf<typeof accountRoutes>
  | RoutesOf<typeof agentContractsRoutes>
  | RoutesOf<typeof announcementsRoutes>
  | RoutesOf<typeof chatRoutes>
  | RoutesOf<typeof feedbackRoutes>
  | RoutesOf<typeof gamesRoutes>
  | RoutesOf<typeof helpRoutes>
  | RoutesOf<typeof houseGamesRoutes>
  | RoutesOf<typeof inboxRoutes>
  | RoutesOf<typeof agentCentreRoutes>
  | RoutesOf<typeof agentsRoutes>
  | RoutesOf<typeof paymentsRoutes>
  | RoutesOf<typeof playerProtectionRoutes>
  | RoutesOf<typeof rewardsRoutes>
  | RoutesOf<typeof promotionsRoutes>
  | RoutesOf<typeof referralsRoutes>
  | RoutesOf<typeof systemRoutes>
  | RoutesOf<typeof vendorWalletRoutes>
  | RoutesOf<typeof vipRoutes>
  | RoutesOf<typeof walletRoutes>
  | RoutesOf<typeof withdrawalsRoutes>;

/** The full route of a descriptor: the one with its method and url. */
export type RouteOf<Call extends ApiCall> = Extract<CallRoute, { method: Call['method']; url: Call['url'] }>;

/** A part of the request as the site passes it: required when its schema requires something. */
type Part<Route, Schema extends string, Name extends string> = [Route] extends [
  { [key in Schema]: infer S extends TSchema },
]
  ? object extends Static<S>
    ? { [key in Name]?: Static<S> }
    : { [key in Name]: Static<S> }
  : { [key in Name]?: never };

/** The parts of a call's request: path parameters, query, body and headers. */
export type CallInput<Call extends ApiCall> = Part<RouteOf<Call>, 'params', 'params'> &
  Part<RouteOf<Call>, 'querystring', 'query'> &
  Part<RouteOf<Call>, 'body', 'body'> &
  Part<RouteOf<Call>, 'headers', 'headers'>;

/** The `value` of the call's success envelope. */
export type CallAnswer<Call extends ApiCall> = [RouteOf<Call>] extends [{ response: infer S extends TSchema }]
  ? Static<S> extends { value: infer Value }
    ? Value
    : never
  : never;

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db';
import type { MerchantInfo, MerchantRegistry } from './merchants';
import type { MerchantState } from './state';
import type { KeyPair } from './keys';
import type { Validator } from './validate';
import type { Store, MemberRow } from './store';
import type { Catalogue } from './catalogue';
import type { Faults } from './faults';
import type { HotCache } from './hot-cache';
import type { PlatformStore } from './platform';
import type { IdempotencyStore } from './idempotency';
import type { PlatformProfile } from '../src/api/profile';
import { refuse } from './envelope';

/** Everything a route needs, built once by server.ts. */
export interface Sandbox {
  db: Db;
  merchants: MerchantRegistry;
  state: MerchantState;
  keys: KeyPair;
  validator: Validator;
  store: Store;
  /** Wallets, points, raffle claims, salary contracts, chat preferences (platform.ts). */
  platform: PlatformStore;
  /** Stored answers of idempotent calls (route option `idempotent`). */
  idempotency: IdempotencyStore;
  catalogue: Catalogue;
  faults: Faults;
  /** Serialized envelopes of cacheable GETs (game list, menus), keyed by merchant + query + state version. */
  responseCache: Map<string, Buffer>;
  /** The same answers by exact URL, served before Fastify (hot-cache.ts). */
  hotCache: HotCache;
  validateResponses: boolean;
  /** The platform profile the sandbox plays (--profile): its paths, methods and field names; null: the contract as it is. */
  profile: PlatformProfile | null;
  brandsDir: string;
}

/** What a handler receives: the resolved merchant and (when a token was sent and valid) the member. */
export interface Ctx {
  req: FastifyRequest;
  reply: FastifyReply;
  sb: Sandbox;
  merchant: MerchantInfo;
  member: MemberRow | null;
  token: string | null;
  body: Record<string, unknown>;
  query: Record<string, string>;
  /** scheme://host of the request, for absolute asset and game addresses. */
  origin: string;
}

/** A handler's member when the endpoint requires a token (route.ts guarantees it). */
export const memberOf = (ctx: Ctx): MemberRow => ctx.member!;

/** The member, unless a trial account (type 4, §5/§6): refused on favourites, recent games, money, points and chat. */
export const realMemberOf = (ctx: Ctx): MemberRow => {
  const m = memberOf(ctx);
  if (m.type === 4) refuse('TRIAL_ACCOUNT', 'Please use a real account.');
  return m;
};

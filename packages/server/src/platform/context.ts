import type { Config } from '../config';
import type { AreaRegistry } from './areas/manifest';
import type { Actor } from './auth/actor';
import type { SessionCache } from './auth/sessionCache';
import type { SessionPolicy } from './auth/sessions';
import type { Database } from './db/client';
import type { Metrics } from './metrics/metrics';
import type { RealtimeHub } from './realtime/hub';
import type { SecretBox } from './secrets/secretBox';
import type { FileStorage } from './storage/fileStorage';

/** What every area's routes and services get from the platform. */
export interface Platform {
  config: Config;
  database: Database;
  /** The clock; tests move it. */
  clock: () => Date;
  hub: RealtimeHub;
  /** Where uploaded file bytes live. */
  storage: FileStorage;
  sessionPolicy: SessionPolicy;
  /** Sessions this instance resolved lately, forgotten on the events that change them. */
  sessions: SessionCache;
  /** Encrypts the secrets kept for other systems (passwords of WordPress sites...). */
  secrets: SecretBox;
  /** This instance's figures for Prometheus (GET /api/metrics). */
  metrics: Metrics;
  /** Product version (package version). */
  version: string;
  /** Every area's hooks (usage counters, search sources, locked kinds...), from the manifests. */
  areas: AreaRegistry;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
  interface FastifyRequest {
    /** The authenticated caller; null only on public routes. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session. Every other /api route requires one. */
    isPublic?: boolean;
  }
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MOS_TIMEOUT_MS } from '@newsroom/domain';
import type { S3Options } from './platform/storage/s3Storage';

/** Server configuration, read once from the environment with documented defaults. */
export interface Config {
  /** HTTP port (PORT, default 8080). */
  port: number;
  /** Address to listen on (HOST, default 0.0.0.0). */
  host: string;
  /** Folder for the embedded database and files (DATA_DIR, default ./data). */
  dataDir: string;
  /** Folder of uploaded files (FILES_DIR, default DATA_DIR/files), when no S3 store is set. */
  filesDir: string;
  /** An S3-compatible store for uploaded files (S3_BUCKET and the other S3_* variables); null = filesDir. */
  s3: S3Options | null;
  /** A real PostgreSQL server (DATABASE_URL); absent = PGlite in DATA_DIR. */
  databaseUrl: string | null;
  /** Worker processes sharing the HTTP port on PostgreSQL (WORKERS); null = one per core. */
  workers: number | null;
  /** Password of the first `admin` account (ADMIN_PASSWORD); absent = generated and printed once. */
  adminPassword: string | null;
  /** Whether to create demo content on first start (DEMO_DATA, default true). */
  demoData: boolean;
  /** Idle timeout of a session (SESSION_IDLE_MINUTES, default 720 = 12 h). */
  sessionIdleMs: number;
  /** Absolute lifetime of a session (SESSION_MAX_HOURS, default 168 = 7 days). */
  sessionMaxMs: number;
  /** Cookie `Secure` flag (COOKIE_SECURE, default false: the app is often served over plain HTTP on a LAN). */
  cookieSecure: boolean;
  /** Proxies whose X-Forwarded-For/-Host/-Proto are believed (TRUST_PROXY: addresses, CIDRs or `loopback`, comma-separated; default none). */
  trustProxy: string[];
  /** Built web app folder to serve (WEB_DIST, default packages/web/dist). */
  webDist: string;
  /** Log level (LOG_LEVEL, default info). */
  logLevel: string;
  /** IANA time zone of the newsroom, which decides "today" for rundowns (NEWSROOM_TIME_ZONE, default America/Sao_Paulo). */
  newsroomTimeZone: string;
  /** The newsroom as a MOS NCS (MOS_ID, MOS_PORT_LOWER/UPPER/QUERY, MOS_TIMEOUT_MS, MOS_AUTO_DISABLE_AFTER_MINUTES). */
  mos: MosConfig;
  /** How long one exchange with an asset manager's web service may take, body included (MAM_TIMEOUT_MS, default 5000). */
  mamTimeoutMs: number;
  /** Character generators over the intelligent interface (CG_II_TIMEOUT_MS, CG_II_FIRST_PAGE). */
  cgIi: CgIiConfig;
  /** Key of the secrets kept for other systems (SECRET_KEY); absent = DATA_DIR/secret.key. */
  secretKey: string | null;
  /** How long one call to a WordPress site may take (WORDPRESS_TIMEOUT_MS, default 15000). */
  wordpressTimeoutMs: number;
  /** How long one call to another branch may take (REMOTE_TIMEOUT_MS, default 5000). */
  remoteTimeoutMs: number;
  /** How long one call to a document workspace's WebDAV store may take (WORKSPACE_TIMEOUT_MS, default 10000). */
  workspaceTimeoutMs: number;
  /** Bearer token a Prometheus scraper sends to GET /api/metrics (METRICS_TOKEN); null = loopback only. */
  metricsToken: string | null;
  /** The Ed25519 public key licences must be signed with, base64 of its 32 bytes (LICENCE_PUBLIC_KEY, default the project's). */
  licencePublicKey: string;
}

/** The public half of the project's licence-issuing key: the licences this build trusts. */
export const PROJECT_LICENCE_PUBLIC_KEY = 'X+Ljx5DP5fKGliBddY0Ql48d7fUwgT1peFHAjWnNRR8=';

/** MOS settings of the newsroom (the NCS side). */
export interface MosConfig {
  /** Our MOS id as the NCS (MOS_ID, default nrcs.newsroom.mos). */
  mosId: string;
  /** The ports we listen on for messages from devices (MOS_PORT_LOWER/UPPER/QUERY, default 10540-10542). */
  ports: { lower: number; upper: number; query: number };
  /** The address those ports listen on (MOS_HOST, default the server's HOST). */
  host: string;
  /** How long one MOS message may wait for its answer (MOS_TIMEOUT_MS, default 5000). */
  timeoutMs: number;
  /** Minutes after a show's end when its MOS replication is switched off; null = never (MOS_AUTO_DISABLE_AFTER_MINUTES). */
  autoDisableAfterMinutes: number | null;
}

/** Settings of credits sent over the intelligent interface. */
export interface CgIiConfig {
  /** Limit of the connection, of each write and of each answer wait (CG_II_TIMEOUT_MS, default 3000). */
  timeoutMs: number;
  /** The message number the first credit is written to (CG_II_FIRST_PAGE, default 1001). */
  firstPage: number;
}

/** The device settings' variables (tests pass these through from process.env). */
export const DEVICE_SETTING_VARIABLES = [
  'MOS_ID',
  'MOS_PORT_LOWER',
  'MOS_PORT_UPPER',
  'MOS_PORT_QUERY',
  'MOS_HOST',
  'MOS_TIMEOUT_MS',
  'MOS_AUTO_DISABLE_AFTER_MINUTES',
  'MAM_TIMEOUT_MS',
  'CG_II_TIMEOUT_MS',
  'CG_II_FIRST_PAGE',
] as const;

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** A whole number ≥ 0, or null when absent or anything else. */
function wholeFrom(value: string | undefined): number | null {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : null;
}

/** The S3 store of the environment: set by S3_BUCKET, signed in with S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY. */
function s3From(env: NodeJS.ProcessEnv): S3Options | null {
  if (!env.S3_BUCKET) return null;
  return {
    endpoint: env.S3_ENDPOINT || null,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET,
    prefix: (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    // Virtual-host style only for Amazon itself; other stores answer on one host.
    forcePathStyle: env.S3_FORCE_PATH_STYLE
      ? env.S3_FORCE_PATH_STYLE === 'true'
      : !!env.S3_ENDPOINT,
  };
}

/** The server package folder, from src/ or dist/ alike. */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');

/** The server's version, from its package.json. */
export function serverVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** Reads the configuration from an environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    filesDir: path.resolve(env.FILES_DIR || path.join(env.DATA_DIR || 'data', 'files')),
    s3: s3From(env),
    databaseUrl: env.DATABASE_URL || null,
    workers: wholeFrom(env.WORKERS) || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    demoData: env.DEMO_DATA !== 'false',
    sessionIdleMs: intFrom(env.SESSION_IDLE_MINUTES, 720) * 60_000,
    sessionMaxMs: intFrom(env.SESSION_MAX_HOURS, 168) * 3_600_000,
    cookieSecure: env.COOKIE_SECURE === 'true',
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    webDist: path.resolve(env.WEB_DIST || path.join(SERVER_ROOT, '..', 'web', 'dist')),
    logLevel: env.LOG_LEVEL || 'info',
    newsroomTimeZone: env.NEWSROOM_TIME_ZONE || 'America/Sao_Paulo',
    mos: {
      mosId: env.MOS_ID || 'nrcs.newsroom.mos',
      ports: {
        lower: intFrom(env.MOS_PORT_LOWER, 10540),
        upper: intFrom(env.MOS_PORT_UPPER, 10541),
        query: intFrom(env.MOS_PORT_QUERY, 10542),
      },
      host: env.MOS_HOST || env.HOST || '0.0.0.0',
      timeoutMs: intFrom(env.MOS_TIMEOUT_MS, MOS_TIMEOUT_MS),
      // 0 is allowed: switched off right at the show's end.
      autoDisableAfterMinutes: wholeFrom(env.MOS_AUTO_DISABLE_AFTER_MINUTES),
    },
    mamTimeoutMs: intFrom(env.MAM_TIMEOUT_MS, 5_000),
    cgIi: {
      timeoutMs: intFrom(env.CG_II_TIMEOUT_MS, 3_000),
      firstPage: wholeFrom(env.CG_II_FIRST_PAGE) ?? 1001,
    },
    secretKey: env.SECRET_KEY || null,
    wordpressTimeoutMs: intFrom(env.WORDPRESS_TIMEOUT_MS, 15_000),
    remoteTimeoutMs: intFrom(env.REMOTE_TIMEOUT_MS, 5_000),
    workspaceTimeoutMs: intFrom(env.WORKSPACE_TIMEOUT_MS, 10_000),
    metricsToken: env.METRICS_TOKEN || null,
    licencePublicKey: env.LICENCE_PUBLIC_KEY || PROJECT_LICENCE_PUBLIC_KEY,
  };
}

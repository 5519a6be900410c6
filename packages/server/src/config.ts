import path from 'node:path';

/** Server configuration, read once from the environment with documented defaults. */
export interface Config {
  /** HTTP port (PORT, default 8080). */
  port: number;
  /** Address to listen on (HOST, default 0.0.0.0). */
  host: string;
  /** Folder for the embedded database and files (DATA_DIR, default ./data). */
  dataDir: string;
  /** Folder of uploaded files (FILES_DIR, default DATA_DIR/files). */
  filesDir: string;
  /** A real PostgreSQL server (DATABASE_URL); absent = PGlite in DATA_DIR. */
  databaseUrl: string | null;
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
  /** Built web app folder to serve (WEB_DIST, default packages/web/dist). */
  webDist: string;
  /** Log level (LOG_LEVEL, default info). */
  logLevel: string;
  /** IANA time zone of the newsroom, which decides "today" for rundowns (NEWSROOM_TIME_ZONE, default America/Sao_Paulo). */
  newsroomTimeZone: string;
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** The server package folder, from src/ or dist/ alike. */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');

/** Reads the configuration from an environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    filesDir: path.resolve(env.FILES_DIR || path.join(env.DATA_DIR || 'data', 'files')),
    databaseUrl: env.DATABASE_URL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    demoData: env.DEMO_DATA !== 'false',
    sessionIdleMs: intFrom(env.SESSION_IDLE_MINUTES, 720) * 60_000,
    sessionMaxMs: intFrom(env.SESSION_MAX_HOURS, 168) * 3_600_000,
    cookieSecure: env.COOKIE_SECURE === 'true',
    webDist: path.resolve(env.WEB_DIST || path.join(SERVER_ROOT, '..', 'web', 'dist')),
    logLevel: env.LOG_LEVEL || 'info',
    newsroomTimeZone: env.NEWSROOM_TIME_ZONE || 'America/Sao_Paulo',
  };
}

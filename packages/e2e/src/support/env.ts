/** Password the e2e server gives its seeded administrator (passed as ADMIN_PASSWORD). */
export const ADMIN_PASSWORD = 'admin-e2e-Pass1';

/** Username of the seeded administrator; override with E2E_ADMIN_USERNAME if the server seeds another. */
export const ADMIN_USERNAME = process.env.E2E_ADMIN_USERNAME ?? 'admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the shared e2e server, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    /** The e2e server's MOS id and loopback MOS ports (lower, upper, query). */
    mos: { mosId: string; ports: { lower: number; upper: number; query: number } };
  }
}

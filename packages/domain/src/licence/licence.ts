import { z } from 'zod';

/**
 * The licence (spec 3 §1, §3, §6): a payload issued and signed with Ed25519 by whoever sells
 * the installation, stored as a file `{ payload, signature }` whose payload is the base64 of
 * the payload's JSON bytes and whose signature is the base64 signature of those same bytes,
 * so nothing has to be re-serialised to verify it.
 */

/** Days left under which a licence warns that it expires soon (spec 3 §9). */
export const LICENCE_WARNING_DAYS = 30;

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What the licence issuer signs. */
export const licencePayloadSchema = z.object({
  /** The customer the licence was issued to. */
  clientId: z.string().trim().min(1).max(120),
  /** The issuer's id of this licence. */
  licenceId: z.string().trim().min(1).max(120),
  /** The issuer's name for the kind of licence (e.g. `subscription`, `trial`). */
  type: z.string().trim().min(1).max(60),
  /** Day of issue (`YYYY-MM-DD`). */
  createdAt: calendarDate,
  /** Last day the licence is valid (`YYYY-MM-DD`, in the newsroom's time zone). */
  expiresAt: calendarDate,
  /** How many enabled users the installation may have. */
  maxUsers: z.number().int().min(1),
  /** How many sessions may be open at once. */
  maxConcurrentLogins: z.number().int().min(1),
});
/** The signed content of a licence. */
export type LicencePayload = z.infer<typeof licencePayloadSchema>;

/** A licence file as uploaded or fetched from the licence server. */
export const licenceFileSchema = z.object({
  /** Base64 of the payload's UTF-8 JSON. */
  payload: z.string().min(1).max(8_000),
  /** Base64 of the Ed25519 signature over the payload's bytes. */
  signature: z.string().min(1).max(200),
});
/** A licence file. */
export type LicenceFile = z.infer<typeof licenceFileSchema>;

/**
 * Where the installation stands: `community` (no licence: the open-source build, no limits),
 * `valid`, `expiring` (fewer than 30 days left), `expired` (past its last day) or `invalid`
 * (a bad signature or payload).
 */
export const LICENCE_STATES = ['community', 'valid', 'expiring', 'expired', 'invalid'] as const;
/** One licence state. */
export type LicenceState = (typeof LICENCE_STATES)[number];

/** GET /api/license/info. */
export const licenceInfoSchema = z.object({
  state: z.enum(LICENCE_STATES),
  /** The payload's fields; null without a readable licence. */
  clientId: z.string().nullable(),
  licenceId: z.string().nullable(),
  type: z.string().nullable(),
  createdAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  maxUsers: z.number().int().nullable(),
  maxConcurrentLogins: z.number().int().nullable(),
  /** Enabled users now. */
  activeUsers: z.number().int(),
  /** Open sessions now. */
  activeLogins: z.number().int(),
  /** Days until the last valid day (negative once expired); null without a readable licence. */
  daysToExpire: z.number().int().nullable(),
  /** Where `register` and `check` fetch the licence from; null = not set. */
  serverUrl: z.string().nullable(),
});
/** The licence screen's figures. */
export type LicenceInfo = z.infer<typeof licenceInfoSchema>;

/** GET /api/license/daysToExpire: what the expiry banner needs. */
export const licenceDaysSchema = z.object({
  state: z.enum(LICENCE_STATES),
  daysToExpire: z.number().int().nullable(),
});
/** The expiry banner's input. */
export type LicenceDays = z.infer<typeof licenceDaysSchema>;

/** A licence server address: http(s) only. */
export const licenceServerUrlSchema = z.url({ protocol: /^https?$/ }).max(400);

/** PUT /api/license/set_server_url. */
export const licenceServerUrlUpdateSchema = z.object({
  /** Null or empty clears it. */
  url: z.union([licenceServerUrlSchema, z.literal(''), z.null()]),
});

/** POST /api/license/register: a licence file, or the client id to fetch one from the server URL. */
export const licenceRegisterSchema = z.union([
  z.object({ licence: licenceFileSchema }),
  z.object({ clientId: z.string().trim().min(1).max(120) }),
]);
/** A register request. */
export type LicenceRegister = z.infer<typeof licenceRegisterSchema>;

/** Message keys of the licence (spec 3 §8 "Licence messages"). */
export const LICENCE_KEYS = {
  invalid: 'licence:messages.invalid',
  notActivated: 'licence:messages.notActivated',
  serverError: 'licence:messages.serverError',
  otherClient: 'licence:messages.otherClient',
} as const;

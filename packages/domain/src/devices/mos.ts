import { z } from 'zod';
import { DEVICE_CHECK_STATES } from './device';

/**
 * The newsroom side of MOS (issue 9): each MOS-enabled rundown is replicated as a running order
 * on the MOS devices of its program (the program's playout device, and every enabled MOS
 * device of type PLAYOUT, TP or CG linked to it). The rundown calls answer which devices took
 * part, so the screen can say "sent to 2 devices: Playout A, Prompter".
 */

/** MOS rundown actions (spec 1 §4): enable, disable, notify ready, replace. */
export const MOS_ACTIONS = ['enable', 'disable', 'ready', 'replace'] as const;
export type MosAction = (typeof MOS_ACTIONS)[number];

/**
 * Answer of POST /api/rundowns/{id}/mos/{action}: the names of the devices that acknowledged it
 * and of those that did not answer within MOS_TIMEOUT_MS ('device:unreachable' warning).
 */
export const mosActionResultSchema = z.object({
  devices: z.array(z.string()),
  unreachable: z.array(z.string()),
});
export type MosActionResult = z.infer<typeof mosActionResultSchema>;

/** The running order's state on one device (GET /api/rundowns/{id}/mos). */
export const runningOrderDeviceStateSchema = z.object({
  deviceId: z.number().int(),
  name: z.string(),
  check: z.enum(DEVICE_CHECK_STATES),
  /** ISO time of the last message the device acknowledged for this running order. */
  lastAckAt: z.string().nullable(),
  /** The last failure (message key), cleared by the next acknowledged message. */
  error: z.string().nullable(),
});
export type RunningOrderDeviceState = z.infer<typeof runningOrderDeviceStateSchema>;

/** GET /api/rundowns/{id}/mos: whether MOS is on and how each device stands. */
export const rundownMosStateSchema = z.object({
  rundownId: z.number().int(),
  mosEnabled: z.boolean(),
  /** An action runs for this rundown (the buttons show busy). */
  busy: z.boolean(),
  devices: z.array(runningOrderDeviceStateSchema),
});
export type RundownMosState = z.infer<typeof rundownMosStateSchema>;

/** How long a MOS message may wait for the device's acknowledgement before 'unreachable'. */
export const MOS_TIMEOUT_MS = 5_000;

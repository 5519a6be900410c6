import {
  cgValuesByNumber,
  findCgTemplate,
  newsReportCgViolations,
  ruleViolation,
  storyCgViolations,
  templateNumberOf,
  type CreditDeviceBlock,
  type LocatedCgViolation,
} from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { presentRundown } from '../rundowns/rundowns.presenter';
import { rundownsRepository } from '../rundowns/rundowns.repository';
import { sectionsOf } from '../stories/story.presenter';
import { cgRepository, type CgDevice } from './cg.repository';
import { IiFailure, iiTimeouts, sendIiCommands } from './ii.client';
import { iiWriteCommand } from './ii.protocol';
import { notFound } from '../../platform/http/refusals';

/**
 * Character generators (issue 9, contract D): the CG rules a story or news report save must keep
 * (a CG's template must be one of the program's CG device, each value must fit its field), and
 * credits — every CG of a rundown sent to the program's CG device over the intelligent
 * interface (II).
 */

/** Message key of a credits send the device refused or could not take (spec 1 §8). */
export const CREDITS_SEND_FAILURE = 'rundown:credits_sendFailure';

// ---------------------------------------------------------------- rules

function refuse(violations: LocatedCgViolation[]): void {
  const [first] = violations;
  if (!first) return;
  throw ruleViolation(first.key, { fields: violations });
}

/**
 * A story's CGs against its program's CG device (422 device:templateNotOfProgramDevice or
 * device:fieldTooLong, details.fields locating each). Skipped for a story without a program and
 * for a program without a CG device: there is no device to hold templates.
 */
export async function assertStoryCgs(
  db: Executor,
  programId: number | null,
  sections: Parameters<typeof storyCgViolations>[0],
): Promise<void> {
  if (programId === null) return;
  const device = await cgRepository.programCgDevice(db, programId);
  if (!device) return;
  refuse(storyCgViolations(sections, device.templates));
}

/** A news report CG as the rule reads it: the device it is meant for and its II data. */
type NewsReportCgLike = Parameters<typeof newsReportCgViolations>[0][number] & {
  deviceId: number | null;
};

/**
 * A news report's II CGs against the CG devices of its programs (same 422 keys, paths
 * `cgs.N.ciiData…`): each must use a template of the device it names (deviceId), or, naming
 * none, of one of its programs' CG devices; values must fit. Skipped when none of its programs
 * has a CG device.
 */
export async function assertNewsReportCgs(
  db: Executor,
  programIds: readonly number[],
  cgs: readonly NewsReportCgLike[],
): Promise<void> {
  const devices: CgDevice[] = [];
  for (const programId of new Set(programIds)) {
    const device = await cgRepository.programCgDevice(db, programId);
    if (device && !devices.some((d) => d.id === device.id)) devices.push(device);
  }
  if (devices.length === 0) return;
  const violations = cgs.flatMap((cg, index) => {
    const named = devices.filter((d) => d.id === cg.deviceId);
    const candidates = cg.deviceId === null || named.length === 0 ? devices : named;
    const perDevice = candidates.map((d) => newsReportCgViolations([cg], d.templates));
    // Fine when one candidate device takes it whole; otherwise reported against the first.
    if (perDevice.some((v) => v.length === 0)) return [];
    return (perDevice[0] ?? []).map((v) => ({
      ...v,
      field: v.field.replace(/^cgs\.0\./, `cgs.${index}.`),
    }));
  });
  refuse(violations);
}

// ---------------------------------------------------------------- credits

/** One CG to send: its template number and values by field number. */
export interface CreditCg {
  template: number;
  values: string[];
}

/**
 * The CGs of a rundown in air order: blocks in order without the Standby block and blocks on
 * standby, stories in order, sections in air order, subsections in order; only CG subsections
 * with a template (a numeric code, or a name the device knows).
 */
export async function rundownCredits(
  db: Executor,
  rundownId: number,
  device: CgDevice,
): Promise<CreditCg[]> {
  const tree = await rundownsRepository.loadTree(db, rundownId);
  if (!tree) return [];
  const sectionsById = new Map(tree.stories.map((s) => [s.id, sectionsOf(s.sections)]));
  const rundown = presentRundown(tree);
  const credits: CreditCg[] = [];
  for (const block of rundown.blocks) {
    if (block.isStandbyBlock || block.standBy) continue;
    for (const story of block.stories) {
      for (const section of sectionsById.get(story.id) ?? []) {
        for (const sub of section.subSections) {
          if (sub.type !== 'CG') continue;
          const template = findCgTemplate(device.templates, sub);
          const number = template?.number ?? templateNumberOf(sub.code);
          if (number === null) continue;
          credits.push({ template: number, values: cgValuesByNumber(template, sub.cgFields) });
        }
      }
    }
  }
  return credits;
}

/** Why CGs cannot be sent to a program's CG device; null when they can. */
export function cgDeviceBlock(device: CgDevice | null): CreditDeviceBlock | null {
  if (!device) return 'noDevice';
  if (device.protocol !== 'II') return 'notIi';
  if (!device.enabled) return 'disabled';
  if (device.host === '' || device.port === null) return 'incomplete';
  return null;
}

/**
 * CGs to an II device, one Write command each on consecutive pages from the configured first
 * page. A device that cannot be reached, refuses a command or drops the connection: 422
 * rundown:credits_sendFailure.
 */
export async function sendCgsToDevice(
  platform: Platform,
  device: CgDevice,
  credits: readonly CreditCg[],
): Promise<{ sent: number; devices: string[] }> {
  if (device.host === '' || device.port === null)
    throw ruleViolation(CREDITS_SEND_FAILURE, {
      device: device.name,
      reason: 'connectionIncomplete',
    });
  const page = platform.config.cgIi.firstPage;
  const commands = credits.map((cg, index) => iiWriteCommand(page + index, cg.template, cg.values));
  try {
    const sent = await sendIiCommands(
      { host: device.host, port: device.port, charset: device.charset },
      commands,
      iiTimeouts(platform.config.cgIi.timeoutMs),
    );
    return { sent, devices: [device.name] };
  } catch (error) {
    if (error instanceof IiFailure)
      throw ruleViolation(CREDITS_SEND_FAILURE, {
        device: device.name,
        reason: error.reason,
        message: error.message,
        accepted: error.accepted,
      });
    throw error;
  }
}

/**
 * POST /rundowns/{id}/credits (the rundown already checked): every CG of the rundown to the
 * program's CG device when it is an enabled II device (sendCgsToDevice). No CG or no such
 * device: nothing is sent (sent 0).
 */
export async function sendRundownCredits(
  platform: Platform,
  rundownId: number,
): Promise<{ sent: number; devices: string[] }> {
  const db = platform.database.db;
  const rundown = await rundownsRepository.findRundown(db, rundownId);
  if (!rundown) throw notFound();
  const device = await cgRepository.programCgDevice(db, rundown.programId);
  if (!device || device.protocol !== 'II' || !device.enabled) return { sent: 0, devices: [] };
  const credits = await rundownCredits(db, rundownId, device);
  if (credits.length === 0) return { sent: 0, devices: [] };
  return sendCgsToDevice(platform, device, credits);
}

import {
  cgValuesByNumber,
  collectCredits,
  creditOf,
  findCgTemplate,
  ruleViolation,
  templateNumberOf,
  type CreditsList,
  type CreditsQuery,
  type CreditSend,
  type CreditUse,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { documentSight } from '../../platform/documents/documentSight';
import { notFound } from '../../platform/http/refusals';
import { cgRepository } from '../cg/cg.repository';
import { CREDITS_SEND_FAILURE, cgDeviceBlock, sendCgsToDevice } from '../cg/cg.service';
import { cgsOf } from '../newsReports/newsReports.presenter';
import { newsReportsRepository } from '../newsReports/newsReports.repository';
import { storyListsRepository } from '../stories/stories.lists.repository';
import { isVisibleTo } from '../stories/stories.lists.presenter';
import { sectionsOf } from '../stories/story.presenter';
import { creditsPolicy } from './credits.policy';

/**
 * The credits list (main area "credits list"): the credit CGs (domain `creditOf`) of a day's
 * stories and reportages of one program, read through the same lists and visibility rules as the
 * stories and reportages areas — program groups filter the documents out, private documents of
 * others are skipped — and one credit sent again to the program's CG device.
 */

/** Most stories and reportages of one day and program read (far more than a day holds). */
const DAY_DOCUMENTS_MAX = 500;

/** A credit CG found, with what sending it needs. */
interface FoundCredit extends CreditUse {
  cg: { code: string; templateName: string; fields: { name: string; value: string }[] };
}

async function storyCredits(db: Executor, actor: Actor, query: CreditsQuery) {
  if (!creditsPolicy.canReadStories(actor)) return [];
  const { rows } = await storyListsRepository.filter(db, actor, {
    filter: 'ALL',
    date: query.date,
    programId: query.programId,
    page: 0,
    size: DAY_DOCUMENTS_MAX,
  });
  return rows
    .filter((row) => isVisibleTo(row, actor))
    .flatMap((row) =>
      sectionsOf(row.sections).flatMap((section) =>
        section.subSections.flatMap((sub): FoundCredit[] => {
          const credit = sub.type === 'CG' ? creditOf(sub.cgFields) : null;
          if (!credit) return [];
          return [
            {
              ...credit,
              kind: 'story',
              documentId: row.id,
              slug: row.slug,
              cgUuid: sub.uuid,
              cg: { code: sub.code, templateName: sub.templateName, fields: sub.cgFields },
            },
          ];
        }),
      ),
    );
}

async function newsReportCredits(db: Executor, actor: Actor, query: CreditsQuery) {
  if (!creditsPolicy.canReadNewsReports(actor)) return [];
  const { rows } = await newsReportsRepository.filter(db, actor, {
    from: query.date,
    to: query.date,
    allPrograms: true,
    page: 0,
    size: DAY_DOCUMENTS_MAX,
  });
  return rows
    .filter(
      (row) => row.programsIds.includes(query.programId) && documentSight.canSeeContent(actor, row),
    )
    .flatMap((row) =>
      cgsOf(row.cgs).flatMap((cg): FoundCredit[] => {
        const credit = cg.ciiData ? creditOf(cg.ciiData.fields) : null;
        if (!credit || !cg.ciiData) return [];
        return [
          {
            ...credit,
            kind: 'newsReport',
            documentId: row.id,
            slug: row.slug,
            cgUuid: cg.uuid,
            cg: {
              code: cg.ciiData.templateCode,
              templateName: cg.ciiData.templateName,
              fields: cg.ciiData.fields,
            },
          },
        ];
      }),
    );
}

async function foundCredits(db: Executor, actor: Actor, query: CreditsQuery) {
  return [
    ...(await storyCredits(db, actor, query)),
    ...(await newsReportCredits(db, actor, query)),
  ];
}

/** GET /credits: the day's credits of a program by person, and whether they can be sent. */
export async function listCredits(
  platform: Platform,
  actor: Actor,
  query: CreditsQuery,
): Promise<CreditsList> {
  const db = platform.database.db;
  const device = await cgRepository.programCgDevice(db, query.programId);
  const rows = collectCredits(
    (await foundCredits(db, actor, query)).map(({ cg: _cg, ...use }) => use),
  );
  return { device: { name: device?.name ?? null, blockedBy: cgDeviceBlock(device) }, rows };
}

/**
 * POST /credits/send: one credit of the list (by its CG; 404 when the caller's list of that day
 * and program has no such CG) to the program's CG device, as a rundown's credits are sent.
 * 422 rundown:credits_sendFailure when there is no usable device, the CG's template is unknown
 * or the device fails.
 */
export async function sendCredit(
  platform: Platform,
  actor: Actor,
  body: CreditSend,
): Promise<{ sent: number; devices: string[] }> {
  const db = platform.database.db;
  const found = (await foundCredits(db, actor, body)).find((use) => use.cgUuid === body.cgUuid);
  if (!found) throw notFound();
  const device = await cgRepository.programCgDevice(db, body.programId);
  const blockedBy = cgDeviceBlock(device);
  if (!device || blockedBy)
    throw ruleViolation(CREDITS_SEND_FAILURE, { device: device?.name ?? null, reason: blockedBy });
  const template = findCgTemplate(device.templates, found.cg);
  const number = template?.number ?? templateNumberOf(found.cg.code);
  if (number === null)
    throw ruleViolation(CREDITS_SEND_FAILURE, { device: device.name, reason: 'noTemplate' });
  return sendCgsToDevice(platform, device, [
    { template: number, values: cgValuesByNumber(template, found.cg.fields) },
  ]);
}

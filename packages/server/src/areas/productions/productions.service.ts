import { ruleViolation } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { allow } from '../../platform/http/refusals';
import { productionKind } from './productions.kind';
import { productionsPolicy } from './productions.policy';

/**
 * What the production adds to the kernel's calls: e-mail. The kernel serves load, load for edit,
 * create, save, patch, revisions, trash and restore (productions.kind.ts, task ticks in
 * productions.patch.ts). Lists are in productions.lists.ts, the production of an assignment in
 * productions.assignment.ts.
 */

/**
 * E-mails a production. The recipients are validated and the production must exist; sending needs
 * the SMTP issue, so the call answers 422 `mail:notAvailable` rather than pretending it sent.
 */
export async function emailProduction(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<never> {
  allow(productionsPolicy.canRead(actor));
  await productionKind.find(platform.database.db, actor, id);
  throw ruleViolation('mail:notAvailable');
}

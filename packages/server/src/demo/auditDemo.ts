import { eq } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';
import { accessFailureLogs, auditLogs, users } from '../platform/db/schema';

const HOUR_MS = 3_600_000;

/** A recent history of administration, so the audit and access-failure logs are not empty. */
const HISTORY: {
  hoursAgo: number;
  action: string;
  entityType: string;
  label: string;
  details?: unknown;
}[] = [
  { hoursAgo: 50, action: 'CREATE', entityType: 'team', label: 'Equipe Esportes' },
  {
    hoursAgo: 30,
    action: 'UPDATE',
    entityType: 'program',
    label: 'Jornal da Noite',
    details: { end: { before: '20:45:00', after: '21:00:00' } },
  },
  { hoursAgo: 26, action: 'RESET_PASSWORD', entityType: 'user', label: 'estagiario' },
  {
    hoursAgo: 5,
    action: 'UPDATE',
    entityType: 'settings',
    label: 'retention',
    details: { documentVersions: { before: 180, after: 365 } },
  },
];

/** Seeds the audit history (by the demo administrator) and two failed logins. */
export async function seedAuditHistory(tx: Tx, ctx: { now: Date }): Promise<void> {
  const [actor] = await tx
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(eq(users.nickname, 'coordenacao'));
  if (!actor) return;
  const at = (hoursAgo: number) => new Date(ctx.now.getTime() - hoursAgo * HOUR_MS);
  await tx.insert(auditLogs).values(
    HISTORY.map((entry) => ({
      actorId: actor.id,
      actorNickname: actor.nickname,
      ip: '10.10.0.23',
      action: entry.action,
      entityType: entry.entityType,
      label: entry.label,
      details: entry.details ?? null,
      createdAt: at(entry.hoursAgo),
    })),
  );
  await tx.insert(accessFailureLogs).values([
    {
      username: 'reporter',
      ip: '10.10.0.41',
      userAgent: 'Mozilla/5.0',
      reason: 'bad_password',
      createdAt: at(20),
    },
    {
      username: 'jornalismo',
      ip: '10.10.0.77',
      userAgent: 'Mozilla/5.0',
      reason: 'unknown_user',
      createdAt: at(3),
    },
  ]);
}

import { randomUUID } from 'node:crypto';
import type { Tx } from '../platform/db/client';
import { notices } from '../platform/db/schema';
import { demoUserIds } from './groupsDemo';

const HOUR_MS = 60 * 60_000;

/** The demo newsroom's notices: the editor-in-chief's, one routine and one urgent. */
export async function seedNotices(tx: Tx, { now }: { now: Date }): Promise<void> {
  const authorId = (await demoUserIds(tx, ['editor'])).get('editor') ?? null;
  await tx.insert(notices).values([
    {
      id: randomUUID(),
      text: 'Reunião geral de pauta amanhã às 9h no estúdio 2. Tragam as sugestões para a semana de eleições.',
      urgent: false,
      authorId,
      createdAt: new Date(now.getTime() - 26 * HOUR_MS),
    },
    {
      id: randomUUID(),
      text: 'Manutenção do servidor de playout hoje das 23h à 0h30: o Jornal da Noite fecha o espelho até 22h30.',
      urgent: true,
      authorId,
      createdAt: new Date(now.getTime() - 2 * HOUR_MS),
    },
  ]);
}

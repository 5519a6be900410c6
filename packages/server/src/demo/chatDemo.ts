import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { addDaysToDate, mentionedMembers, newsroomToday, zonedTimestamp } from '@newsroom/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';
import {
  chatMembers,
  chatMessages,
  chats,
  users,
  type ChatFileColumn,
} from '../platform/db/schema';
import { storageKeyFor, type FileStorage } from '../platform/storage/fileStorage';

/** What the chat seed needs from the first start. */
export interface ChatSeedContext {
  now: Date;
  timeZone: string;
  /** Where the demo file goes; without it the file message is left out. */
  storage?: FileStorage;
}

/** A demo message: days before today and the newsroom's wall-clock time, author, text. */
type DemoLine = [daysAgo: number, time: string, nickname: string, text: string];

const SCHEDULE_FILE = {
  name: 'escala-fim-de-semana.txt',
  text: [
    'ESCALA DO FIM DE SEMANA — TV HORIZONTE',
    '',
    'Sábado',
    '  Reportagem: Ana Souza (plantão 7h–15h)',
    '  Imagem: Tiago Ferreira e Pedro Santos',
    '  Edição: Juliana Martins',
    '',
    'Domingo',
    '  Reportagem: Lucas Pereira (acompanhado por Ana Souza)',
    '  Esporte: Beatriz Rocha (clássico às 16h)',
    '',
    'Dúvidas e trocas com a Marina até sexta às 18h.',
    '',
  ].join('\n'),
};

const CHATS: { name: string | null; members: string[]; lines: DemoLine[]; fileAfter?: number }[] = [
  {
    name: 'Pauta da manhã',
    members: ['editor', 'produtor', 'reporter', 'apresentador', 'edicao'],
    lines: [
      [
        2,
        '06:42',
        'produtor',
        'Bom dia! Chuva forte na zona sul desde as 5h, já tem alagamento na Marginal.',
      ],
      [
        2,
        '06:45',
        'editor',
        'Vamos abrir com isso. @reporter consegue um stand-up na Marginal às 7h?',
      ],
      [2, '06:47', 'reporter', 'Consigo, estou saindo agora com o Tiago.'],
      [2, '06:52', 'apresentador', 'Me passem a cabeça até 6h55 que eu ajusto a leitura.'],
      [2, '07:31', 'edicao', 'VT da chuva de ontem está pronto, 1min20.'],
      [1, '06:38', 'editor', 'Hoje a reunião de pauta começa às 9h em ponto.'],
      [1, '06:40', 'produtor', 'Confirmado o secretário de Obras ao vivo no segundo bloco.'],
      [
        1,
        '07:05',
        'reporter',
        'Trânsito liberado na Marginal, dá para fechar o stand-up em 40 segundos.',
      ],
      [
        1,
        '09:12',
        'editor',
        'Segue a escala do fim de semana. @edicao confere se a ilha está livre no sábado?',
      ],
      [1, '09:20', 'edicao', 'Ilha 2 livre no sábado o dia todo.'],
      [
        0,
        '06:35',
        'produtor',
        'Pauta de hoje: vacinação nas escolas, obra do viaduto e previsão do tempo.',
      ],
      [0, '06:41', 'apresentador', 'Alguém confirma a pronúncia do nome do secretário?'],
    ],
    fileAfter: 8,
  },
  {
    name: 'Esporte',
    members: ['esportes', 'editor', 'edicao', 'cinegrafista'],
    lines: [
      [
        3,
        '18:10',
        'esportes',
        'Clássico de domingo confirmado às 16h, precisamos de uma equipe no estádio.',
      ],
      [3, '18:14', 'cinegrafista', 'Posso ir, levo o Pedro de auxiliar.'],
      [
        2,
        '11:02',
        'esportes',
        'Treino aberto amanhã às 10h. @cinegrafista dá para gravar a chegada dos jogadores?',
      ],
      [2, '11:05', 'cinegrafista', 'Dá sim, chego às 9h30.'],
      [1, '12:40', 'edicao', 'Gols da rodada editados, 2min10 no total.'],
      [1, '12:44', 'editor', 'Ótimo. Entra no terceiro bloco, depois da previsão do tempo.'],
      [0, '07:15', 'esportes', 'Boletim médico do lateral sai às 11h, fico de olho.'],
    ],
  },
  {
    name: null,
    members: ['editor', 'reporter'],
    lines: [
      [
        1,
        '14:20',
        'editor',
        'Ana, ótimo o stand-up de hoje. Amanhã você fica com a obra do viaduto?',
      ],
      [
        1,
        '14:26',
        'reporter',
        'Fico sim. Já marquei entrevista com o engenheiro responsável às 10h.',
      ],
      [0, '06:50', 'editor', 'Lembra de pegar a nota da prefeitura antes de sair.'],
    ],
  },
];

/**
 * Demo chats among the demo people: the morning meeting's group ("Pauta da manhã") with the
 * weekend schedule as a file, the sports desk ("Esporte") and a one-to-one between the editor
 * and the reporter, over the last days (within the default chat retention), with @mentions and
 * read marks (everyone read up to the day before, the rest is unread).
 */
export async function seedChats(
  tx: Tx,
  { now, timeZone, storage }: ChatSeedContext,
): Promise<void> {
  const nicknames = [...new Set(CHATS.flatMap((chat) => chat.members))];
  const people = await tx
    .select({ id: users.id, nickname: users.nickname, name: users.name })
    .from(users)
    .where(inArray(users.nickname, nicknames));
  const byNickname = new Map(people.map((person) => [person.nickname, person]));
  const today = newsroomToday(timeZone, now);
  const at = (daysAgo: number, time: string) => {
    const instant = new Date(zonedTimestamp(timeZone, addDaysToDate(today, -daysAgo), time));
    return instant > now ? new Date(now.getTime() - 60_000) : instant;
  };

  for (const demo of CHATS) {
    const members = demo.members.flatMap((nickname) => {
      const person = byNickname.get(nickname);
      return person ? [{ userId: person.id, nickname }] : [];
    });
    const first = at(demo.lines[0]![0], demo.lines[0]![1]);
    const [chat] = await tx
      .insert(chats)
      .values({ name: demo.name, createdBy: members[0]?.userId ?? null, createdAt: first })
      .returning({ id: chats.id });
    await tx
      .insert(chatMembers)
      .values(members.map((m) => ({ chatId: chat!.id, userId: m.userId, joinedAt: first })));
    let lastId = 0;
    let lastBeforeToday = 0;
    const insert = async (values: Omit<typeof chatMessages.$inferInsert, 'chatId'>) => {
      const [row] = await tx
        .insert(chatMessages)
        .values({ chatId: chat!.id, ...values })
        .returning({ id: chatMessages.id });
      return row!.id;
    };
    for (const [index, [daysAgo, time, nickname, text]] of demo.lines.entries()) {
      const authorId = byNickname.get(nickname)!.id;
      const createdAt = at(daysAgo, time);
      lastId = await insert({
        authorId,
        text,
        mentions: mentionedMembers(text, members, authorId),
        createdAt,
      });
      if (index === demo.fileAfter && storage) {
        const file = await storeDemoFile(storage, now);
        lastId = await insert({
          authorId,
          file,
          createdAt: new Date(createdAt.getTime() + 30_000),
        });
      }
      if (daysAgo > 0) lastBeforeToday = lastId;
    }
    await tx
      .update(chats)
      .set({ lastMessageId: lastId })
      .where(inArray(chats.id, [chat!.id]));
    if (lastBeforeToday > 0)
      await tx
        .update(chatMembers)
        .set({ lastReadMessageId: lastBeforeToday })
        .where(inArray(chatMembers.chatId, [chat!.id]));
  }
}

/** The weekend schedule, written to storage as a chat file. */
async function storeDemoFile(storage: FileStorage, now: Date): Promise<ChatFileColumn> {
  const bytes = Buffer.from(SCHEDULE_FILE.text, 'utf8');
  const key = storageKeyFor(randomUUID(), now);
  await storage.put(key, Readable.from([bytes]));
  return {
    key,
    name: SCHEDULE_FILE.name,
    mimeType: 'text/plain',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

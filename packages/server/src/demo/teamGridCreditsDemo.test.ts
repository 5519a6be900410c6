import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  newsroomToday,
  weekStartOf,
  type CreditsList,
  type TeamGrid,
} from '@newsroom/domain';
import { demoReader, useDemoApp } from './demoTestkit';

/** The demo newsroom fills the team grid and the credits list from the first start. */

const now = new Date('2025-03-12T15:00:00Z');
const { t } = useDemoApp(now);
const read = demoReader(t);
const today = newsroomToday('America/Sao_Paulo', now);

describe('team grid and credits demo', () => {
  it("shows this week's one-day and forward changes beside the regular members", async () => {
    const from = weekStartOf(today, 0);
    const grid = await read<TeamGrid>(
      `/api/teams/schedule?from=${from}&to=${addDaysToDate(from, 6)}`,
      'produtor',
    );
    const sources = new Set(grid.rows.flatMap((row) => row.cells.map((cell) => cell.source)));
    expect([...sources].sort()).toEqual(['day', 'forward', 'regular']);
    expect(grid.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Equipe 1', 'Equipe 2', 'Equipe Esportes']),
    );
  });

  it("lists the credits of today's shows, with the studio CG device switched off", async () => {
    const programs = await read<{ id: number; name: string }[]>('/api/programs', 'produtor');
    const lists = await Promise.all(
      programs.map((program) =>
        read<CreditsList>(`/api/credits?date=${today}&programId=${program.id}`, 'produtor'),
      ),
    );
    const names = lists.flatMap((list) => list.rows.map((row) => row.name));
    expect(names).toEqual(expect.arrayContaining(['Joana Prado', 'Carlos Menezes']));
    expect(lists.some((list) => list.device.blockedBy === 'disabled')).toBe(true);
  });
});

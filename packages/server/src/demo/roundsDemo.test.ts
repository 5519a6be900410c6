import { describe, expect, it } from 'vitest';
import {
  callCounts,
  type Assignment,
  type Institution,
  type Round,
  type RoundSheet,
  type Segment,
} from '@newsroom/domain';
import { demoReader, useDemoApp } from './demoTestkit';

// 15:00 UTC is noon in São Paulo: the newsroom's day is 2025-03-10.
const { t } = useDemoApp(new Date('2025-03-10T15:00:00Z'));

describe('rounds demo', () => {
  it("has a São Paulo newsroom's institutions and today's sheet half done", async () => {
    const get = demoReader(t);
    const segments = await get<Segment[]>('/api/segments', 'reporter');
    expect(segments.map((segment) => segment.name)).toEqual([
      'Bombeiros',
      'Defesa Civil',
      'Polícia',
      'Saúde',
      'Trânsito',
    ]);
    const institutions = await get<Institution[]>('/api/institutions', 'editor');
    expect(institutions.find((i) => i.name === 'PM 1º BPM/M')?.contacts.map((c) => c.name)).toEqual(
      ['Sala de Imprensa da Polícia Militar', 'Cap. Renata Vasconcelos'],
    );
    const rounds = await get<Round[]>('/api/rounds', 'produtor');
    expect(rounds).toHaveLength(12);
    expect(rounds[0]?.time).toBe('06:00');
    expect(rounds.at(-1)?.time).toBe('22:00');

    const sheet = await get<RoundSheet>('/api/rounds/sheet', 'produtor');
    expect(sheet.date).toBe('2025-03-10');
    // The switched-off Guarda Civil round is not on the sheet.
    expect(sheet.entries).toHaveLength(11);
    expect(callCounts(sheet.entries.map((entry) => entry.call))).toEqual({
      pending: 6,
      done: 4,
      no_answer: 1,
    });
    const fire = sheet.entries.find((entry) => entry.call.assignmentId !== null);
    expect(fire).toMatchObject({
      institution: { name: 'Corpo de Bombeiros – Posto Centro', segmentName: 'Bombeiros' },
      call: { state: 'done', calledByNickname: 'produtor' },
    });
    expect(fire?.contacts[0]?.numbers.length).toBeGreaterThan(0);
    const guideline = await get<Assignment>(
      `/api/assignments/${fire!.call.assignmentId}`,
      'produtor',
    );
    expect(guideline).toMatchObject({
      slug: 'CORPO DE BOMBEIROS – POSTO CENTRO',
      date: '2025-03-10',
      proposal: fire!.call.note,
    });
  });
});

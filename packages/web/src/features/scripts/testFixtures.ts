import type { ScriptBook, ScriptPart, ScriptStory } from '@newsroom/domain';

/** Script book fixtures of the scripts tests. */

/** A script part with the fields a test names. */
const part = (fields: Partial<ScriptPart> & Pick<ScriptPart, 'kind' | 'text'>): ScriptPart => ({
  section: 'HEADER',
  presenterId: null,
  camera: '',
  cue: null,
  durationMs: null,
  ...fields,
});

/** A visible story of Bloco 1 with the fields a test names. */
const story = (fields: Partial<ScriptStory> & Pick<ScriptStory, 'id' | 'page' | 'slug'>) => ({
  blockId: 1,
  blockName: 'Bloco 1',
  standby: false,
  presenterIds: [],
  estimatedMs: 60_000,
  totalMs: 75_000,
  approved: false,
  isPrivate: false,
  visible: true,
  parts: [],
  reportage: null,
  ...fields,
});

/**
 * Jornal da Manhã of 2025-03-12: a story read by user 7 with a video, a CG and a joined reportage
 * (reporter 8), a private story of others, a story of Bloco 2 and one on Standby.
 */
export const BOOK: ScriptBook = {
  date: '2025-03-12',
  program: { id: 3, name: 'Jornal da Manhã' },
  rundowns: [
    {
      id: 40,
      date: '2025-03-12',
      start: '06:00:00',
      end: '08:00:00',
      approved: false,
      stories: [
        story({
          id: 11,
          page: '01',
          slug: 'CHUVA EM SP',
          approved: true,
          presenterIds: [7],
          parts: [
            part({
              kind: 'camera',
              text: 'Bom dia! A chuva alagou a zona leste.',
              presenterId: 7,
              camera: '1',
            }),
            part({
              kind: 'cue',
              section: 'VT',
              cue: 'video',
              text: 'VT CHUVA',
              durationMs: 95_000,
            }),
            part({ kind: 'cue', section: 'VT', cue: 'cg', text: 'Joana Prado / Moradora' }),
          ],
          reportage: {
            id: 4,
            slug: 'FALTA DE ÁGUA',
            reporterId: 8,
            totalMs: 90_000,
            parts: [
              part({ kind: 'text', section: 'OFF', text: 'A fila começa cedo.' }),
              part({
                kind: 'cue',
                section: 'INTERVIEW',
                cue: 'interview',
                text: 'MARIA: "Sem água."',
                durationMs: 18_000,
              }),
            ],
          },
        }),
        story({ id: 12, page: '02', slug: '', isPrivate: true, visible: false }),
        story({ id: 13, page: '03', slug: 'NOTA PÉ', blockId: 2, blockName: 'Bloco 2' }),
        story({
          id: 14,
          page: '04',
          slug: 'RESERVA',
          blockId: 3,
          blockName: 'Standby',
          standby: true,
        }),
      ],
    },
  ],
};

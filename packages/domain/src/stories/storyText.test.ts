import { describe, expect, it } from 'vitest';
import { section, subsection } from '../testing/storyContentFixtures';
import { storyAsPlainText, type StoryTextLabels, type StoryTextSource } from './storyText';

const labels: StoryTextLabels = {
  sections: {
    HEADER: 'Cabeça',
    LINK: 'Link',
    VT: 'VT',
    LIVE_VO: 'Off ao vivo',
    RECORDED_VO: 'Off gravado',
    FOOTER: 'Nota pé',
  },
  cueIn: 'Deixa de entrada',
  cueOut: 'Deixa de saída',
  head: 'Cabeça',
  link: 'Link',
  vt: 'VT',
  vo: 'Off',
  total: 'Total',
  camera: 'CAM',
  video: 'Vídeo',
  cgs: 'CGs',
  information: 'Informações',
};

const story: StoryTextSource = {
  page: '03',
  slug: 'ENCHENTE CENTRO',
  visible: true,
  information: 'Confirmar dados com a Defesa Civil.',
  headMs: 10_000,
  linkMs: 0,
  vtMs: 90_000,
  voMs: 0,
  totalMs: 100_000,
  sections: [
    // Stored out of air order on purpose: the text follows the air order.
    section({
      type: 'VT',
      durationMs: 90_000,
      cueOut: 'a água baixou',
      subSections: [
        subsection({ type: 'MOS_VIDEO', slug: 'ENCHENTE VT', durationMs: 90_000 }),
        subsection({
          type: 'CG',
          code: '12',
          templateName: 'Crédito',
          cgFields: [
            { uuid: 'f1', name: 'Nome', value: 'Ana Souza', size: 30 },
            { uuid: 'f2', name: 'Cargo', value: 'Moradora', size: 30 },
          ],
        }),
      ],
    }),
    section({
      type: 'HEADER',
      durationMs: 10_000,
      cueIn: 'a chuva',
      subSections: [
        subsection({
          type: 'CAMERA_TEXT',
          presenterId: 7,
          camera: '2',
          text: 'A chuva alagou o centro.',
        }),
      ],
    }),
  ],
};

describe('storyAsPlainText', () => {
  const text = storyAsPlainText(story, labels, {
    presenter: (id) => (id === 7 ? 'apresentador' : undefined),
    typeAbbreviation: 'VT',
  });

  it('starts with page, type and slug, then the durations', () => {
    const [title, times] = text.split('\n');
    expect(title).toBe('03 VT ENCHENTE CENTRO');
    expect(times).toBe(
      'Cabeça 00:00:10 · Link 00:00:00 · VT 00:01:30 · Off 00:00:00 · Total 00:01:40',
    );
  });

  it('writes the sections in air order with their cue labels', () => {
    expect(text.indexOf('== Cabeça')).toBeLessThan(text.indexOf('== VT'));
    expect(text).toContain('Deixa de entrada: a chuva');
    expect(text).toContain('Deixa de saída: a água baixou');
    expect(text).toContain('(apresentador · CAM 2)\nA chuva alagou o centro.');
    expect(text).toContain('[Vídeo ENCHENTE VT 00:01:30]');
  });

  it('lists every CG with its template and field values, and the information last', () => {
    expect(text).toContain('== CGs ==\n- 12 Crédito — Nome: Ana Souza | Cargo: Moradora');
    expect(text.endsWith('== Informações ==\nConfirmar dados com a Defesa Civil.')).toBe(true);
  });

  it('gives nothing for a story the reader may not see', () => {
    expect(storyAsPlainText({ ...story, visible: false }, labels)).toBe('');
  });
});

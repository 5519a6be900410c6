import { describe, expect, it } from 'vitest';
import { emptySection, parseMosPluginMessage, type MosPluginItem } from '@newsroom/domain';
import { placePluginItem } from './placeItem';

const itemOf = (slug: string): MosPluginItem => {
  const message = parseMosPluginMessage(
    `<mos><ncsItem><item><objID>${slug}</objID><itemSlug>${slug}</itemSlug></item></ncsItem></mos>`,
  );
  if (message?.kind !== 'item') throw new Error('fixture');
  return message.item;
};

describe('placing a plug-in item', () => {
  it('adds it to the target section, creating the section when the story has none', () => {
    const sections = placePluginItem([emptySection('HEADER')], itemOf('A'), {
      section: 'VT',
      editingUuid: null,
      deviceType: 'CG',
    });
    expect(sections.map((s) => [s.type, s.subSections.map((sub) => [sub.type, sub.slug])])).toEqual(
      [
        ['HEADER', []],
        ['VT', [['MOS_CG', 'A']]],
      ],
    );
  });

  it('replaces the subsection being edited in place, keeping its uuid', () => {
    const first = placePluginItem([], itemOf('A'), {
      section: 'HEADER',
      editingUuid: null,
      deviceType: 'PLAYOUT',
    });
    const uuid = first[0]!.subSections[0]!.uuid;
    const edited = placePluginItem(first, itemOf('B'), {
      section: 'VT',
      editingUuid: uuid,
      deviceType: 'PLAYOUT',
    });
    expect(edited.map((s) => s.type)).toEqual(['HEADER']);
    expect(edited[0]!.subSections).toMatchObject([{ uuid, slug: 'B', type: 'MOS_VIDEO' }]);
  });
});

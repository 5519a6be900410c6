import { describe, expect, it } from 'vitest';
import { storyUpdateSchema } from '@newsroom/domain';
import {
  addSection,
  isSlugValid,
  missingSectionTypes,
  removeSection,
  subsectionOps,
  toEditable,
  toUpdateBody,
} from './editableStory';
import { deepEqual } from '../../../shared/drafts';
import { section, subsection } from '@newsroom/domain/src/testing';
import { storyFixture } from './storyFixtures';

const cg = subsection({
  type: 'CG',
  templateName: 'CREDITO',
  cgFields: [{ uuid: 'f1', name: 'Nome', value: 'Ana Souza', size: 20 }],
});
const read = subsection({ type: 'CAMERA_TEXT', text: 'Boa noite.', presenterId: 5 });
const story = storyFixture({
  slug: 'abertura ',
  mediaCode: 'M-12',
  manualVt: true,
  vtMs: 90_000,
  sections: [
    section({ type: 'FOOTER' }),
    section({ type: 'HEADER', cueIn: 'Boa', subSections: [read, cg] }),
  ],
});

describe('editableStory', () => {
  it('turns a loaded story into a PUT body the server schema accepts, and back unchanged', () => {
    const editable = toEditable(story);
    expect(editable.sections.map((s) => s.type)).toEqual(['HEADER', 'FOOTER']);
    const body = storyUpdateSchema.parse(toUpdateBody(editable, story.version));
    expect(body.version).toBe(3);
    expect(body.slug).toBe('ABERTURA');
    expect(body.vtMs).toBe(90_000);
    expect(body.sections[0]?.subSections[1]?.cgFields).toEqual(cg.cgFields);
    const { version: _version, ...fields } = body;
    expect(deepEqual(toEditable({ ...story, ...fields }), { ...editable, slug: 'ABERTURA' })).toBe(
      true,
    );
  });

  it('tells edited stories apart and requires a slug that is not only spaces', () => {
    const editable = toEditable(story);
    expect(deepEqual(editable, toEditable(story))).toBe(true);
    expect(deepEqual(editable, { ...editable, information: 'x' })).toBe(false);
    expect(isSlugValid('   ')).toBe(false);
    expect(isSlugValid(' A ')).toBe(true);
  });

  it('adds each section type once, in air order, and removes it', () => {
    const sections = addSection(toEditable(story).sections, 'VT');
    expect(sections.map((s) => s.type)).toEqual(['HEADER', 'VT', 'FOOTER']);
    expect(addSection(sections, 'VT')).toHaveLength(3);
    expect(missingSectionTypes(sections)).toEqual(['LINK', 'LIVE_VO', 'RECORDED_VO']);
    expect(removeSection(sections, 'VT').map((s) => s.type)).toEqual(['HEADER', 'FOOTER']);
  });

  it('moves, duplicates (with new uuids) and removes subsections', () => {
    const header = toEditable(story).sections[0]!;
    const moved = subsectionOps.move(header, cg.uuid, -1);
    expect(moved.subSections.map((s) => s.type)).toEqual(['CG', 'CAMERA_TEXT']);
    expect(subsectionOps.move(moved, cg.uuid, -1)).toBe(moved);
    const doubled = subsectionOps.duplicate(header, cg.uuid);
    const copy = doubled.subSections[2]!;
    expect(copy.templateName).toBe('CREDITO');
    expect(copy.uuid).not.toBe(cg.uuid);
    expect(copy.cgFields[0]?.uuid).not.toBe('f1');
    expect(copy.cgFields[0]?.value).toBe('Ana Souza');
    expect(subsectionOps.remove(doubled, cg.uuid).subSections).toHaveLength(2);
  });
});

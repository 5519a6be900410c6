import { describe, expect, it } from 'vitest';
import type { RundownTemplate } from '@newsroom/domain';
import { applyTemplateEvent, type TemplateEvent } from './templateEvents';
import { movedTemplate } from './useTemplateEditing';
import { dropTarget, stepMove } from '../components/templateMoves';

const story = (id: number, blockId: number, index: number, slug: string) => ({
  id,
  blockId,
  index,
  page: '',
  slug,
  estimatedMs: 0,
  information: '',
});
const TEMPLATE: RundownTemplate = {
  id: 1,
  name: 'Padrão',
  programId: 1,
  version: 5,
  blocks: [
    {
      id: 10,
      templateId: 1,
      index: 0,
      name: 'Bloco 1',
      isStandbyBlock: false,
      commercialMs: 0,
      breakTime: null,
      stories: [story(100, 10, 0, 'A'), story(101, 10, 1, 'B'), story(102, 10, 2, 'C')],
    },
    {
      id: 11,
      templateId: 1,
      index: 1,
      name: 'Stand by',
      isStandbyBlock: true,
      commercialMs: 0,
      breakTime: null,
      stories: [],
    },
  ],
};
const envelope = { seq: 1, id: 100, version: 6, originSession: null };
/** The slug of story 100 (template 1, block 10) patched to X at `version`. */
const storyPatch = (version = 6, templateId = 1): TemplateEvent => ({
  ...envelope,
  version,
  topic: 'block_templates',
  entity: 'template_story',
  action: 'PATCH',
  data: { id: 100, templateId, blockId: 10, field: 'slug', value: 'X' },
});
const slugs = (t: RundownTemplate) => t.blocks.map((b) => b.stories.map((s) => s.slug));

describe('applyTemplateEvent', () => {
  it('applies the next version and ignores other templates and seen versions', () => {
    const outcome = applyTemplateEvent(TEMPLATE, storyPatch());
    expect(outcome.kind).toBe('apply');
    if (outcome.kind === 'apply') expect(outcome.template.blocks[0]!.stories[0]!.slug).toBe('X');
    expect(applyTemplateEvent(TEMPLATE, storyPatch(6, 2)).kind).toBe('ignore');
    expect(applyTemplateEvent(TEMPLATE, storyPatch(5)).kind).toBe('ignore');
  });

  it('reloads when a version was missed', () => {
    expect(applyTemplateEvent(TEMPLATE, storyPatch(8)).kind).toBe('reload');
  });

  it('adds a new block before the Standby block', () => {
    const block = { ...TEMPLATE.blocks[0]!, id: 12, index: 1, name: 'Bloco 2', stories: [] };
    const outcome = applyTemplateEvent(TEMPLATE, {
      ...envelope,
      id: 12,
      topic: 'block_templates',
      entity: 'template_block',
      action: 'CREATE',
      data: block,
    });
    expect(outcome.kind === 'apply' && outcome.template.blocks.map((b) => b.name)).toEqual([
      'Bloco 1',
      'Bloco 2',
      'Stand by',
    ]);
  });
});

describe('story moves', () => {
  it('drops a story dragged down in its block after the story it is over', () => {
    const move = dropTarget(TEMPLATE, 100, 'story-101')!;
    expect(move).toEqual({ storyId: 100, targetBlockId: 10, targetStoryId: 102 });
    expect(slugs(movedTemplate(TEMPLATE, move))).toEqual([['B', 'A', 'C'], []]);
  });

  it('drops on a block at its end and steps across blocks with the arrows', () => {
    expect(dropTarget(TEMPLATE, 101, 'block-11')).toEqual({
      storyId: 101,
      targetBlockId: 11,
      targetStoryId: null,
    });
    expect(stepMove(TEMPLATE, 102, 1)).toEqual({
      storyId: 102,
      targetBlockId: 11,
      targetStoryId: null,
    });
    expect(stepMove(TEMPLATE, 100, -1)).toBeNull();
    expect(slugs(movedTemplate(TEMPLATE, stepMove(TEMPLATE, 101, -1)!))).toEqual([
      ['B', 'A', 'C'],
      [],
    ]);
    expect(slugs(movedTemplate(TEMPLATE, stepMove(TEMPLATE, 101, 1)!))).toEqual([
      ['A', 'C', 'B'],
      [],
    ]);
  });
});

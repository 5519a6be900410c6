import {
  TEMPLATE_EVENT_ENTITIES,
  type RealtimeEvent,
  type RundownTemplate,
  type TemplateBlock,
  type TemplateStory,
} from '@newsroom/domain';

/** What an event means for a loaded template. */
export type TemplateEventOutcome =
  | { kind: 'ignore' }
  | { kind: 'apply'; template: RundownTemplate }
  | { kind: 'removed' }
  | { kind: 'reload' };

/** An event of the topics a loaded template is kept live by. */
export type TemplateEvent = RealtimeEvent<'rundown_templates' | 'block_templates'>;

/** The template an event is about. */
export function templateIdOf(event: TemplateEvent): number {
  if (event.entity === TEMPLATE_EVENT_ENTITIES.template) return Number(event.id);
  return event.data.templateId;
}

const byIndex = <T extends { index: number }>(items: T[]): T[] =>
  [...items].sort((a, b) => a.index - b.index);

function withBlock(template: RundownTemplate, block: TemplateBlock): RundownTemplate {
  if (template.blocks.some((b) => b.id === block.id)) {
    return { ...template, blocks: template.blocks.map((b) => (b.id === block.id ? block : b)) };
  }
  // A new block goes before the Standby block: indexes after it move one down.
  const shifted = template.blocks.map((b) =>
    b.index >= block.index ? { ...b, index: b.index + 1 } : b,
  );
  return { ...template, blocks: byIndex([...shifted, block]) };
}

function withStory(template: RundownTemplate, story: TemplateStory): RundownTemplate {
  return {
    ...template,
    blocks: template.blocks.map((block) =>
      block.id === story.blockId
        ? { ...block, stories: byIndex([...block.stories.filter((s) => s.id !== story.id), story]) }
        : block,
    ),
  };
}

/** Replaces one field of a block or story in place. */
export function patchInTemplate(
  template: RundownTemplate,
  target: { kind: 'block' | 'story'; id: number },
  field: string,
  value: unknown,
): RundownTemplate {
  return {
    ...template,
    blocks: template.blocks.map((block) =>
      target.kind === 'block'
        ? block.id === target.id
          ? { ...block, [field]: value }
          : block
        : {
            ...block,
            stories: block.stories.map((story) =>
              story.id === target.id ? { ...story, [field]: value } : story,
            ),
          },
    ),
  };
}

/** Drops a block (closing the gap) or a story (closing the gap in its block). */
export function removeFromTemplate(
  template: RundownTemplate,
  target: { kind: 'block' | 'story'; id: number },
): RundownTemplate {
  if (target.kind === 'block') {
    return {
      ...template,
      blocks: template.blocks
        .filter((block) => block.id !== target.id)
        .map((block, index) => ({ ...block, index })),
    };
  }
  return {
    ...template,
    blocks: template.blocks.map((block) => ({
      ...block,
      stories: block.stories
        .filter((story) => story.id !== target.id)
        .map((story, index) => ({ ...story, index })),
    })),
  };
}

/** Adds (or replaces) a block or a story as the server answered it. */
export function upsertInTemplate(
  template: RundownTemplate,
  item: { kind: 'block'; block: TemplateBlock } | { kind: 'story'; story: TemplateStory },
): RundownTemplate {
  return item.kind === 'block' ? withBlock(template, item.block) : withStory(template, item.story);
}

/**
 * Applies an event of the `rundown_templates` or `block_templates` topics to the loaded template.
 * Every change bumps the template's version by one: an event at the next version applies, an
 * older one was already seen, and a jump means an event was missed, so the template reloads.
 */
export function applyTemplateEvent(
  template: RundownTemplate,
  event: TemplateEvent,
): TemplateEventOutcome {
  if (templateIdOf(event) !== template.id) return { kind: 'ignore' };
  const version = event.version ?? null;
  if (event.entity === TEMPLATE_EVENT_ENTITIES.template && event.action === 'DELETE') {
    return { kind: 'removed' };
  }
  if (version === null) return { kind: 'reload' };
  if (version <= template.version) return { kind: 'ignore' };
  if (version > template.version + 1) return { kind: 'reload' };
  const next = applyChange(template, event);
  return next ? { kind: 'apply', template: { ...next, version } } : { kind: 'reload' };
}

function applyChange(template: RundownTemplate, event: TemplateEvent): RundownTemplate | null {
  switch (event.entity) {
    case TEMPLATE_EVENT_ENTITIES.template:
      if (event.action === 'UPDATE') return event.data;
      if (event.action === 'PATCH') return { ...template, [event.data.field]: event.data.value };
      return null;
    case TEMPLATE_EVENT_ENTITIES.block:
    case TEMPLATE_EVENT_ENTITIES.story: {
      const kind = event.entity === TEMPLATE_EVENT_ENTITIES.block ? 'block' : 'story';
      if (event.action === 'PATCH')
        return patchInTemplate(
          template,
          { kind, id: event.data.id },
          event.data.field,
          event.data.value,
        );
      if (event.action === 'DELETE')
        return removeFromTemplate(template, { kind, id: event.data.id });
      return event.entity === TEMPLATE_EVENT_ENTITIES.block
        ? withBlock(template, event.data)
        : withStory(template, event.data);
    }
  }
}

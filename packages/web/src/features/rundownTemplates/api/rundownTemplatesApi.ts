import {
  rundownTemplateSchema,
  rundownTemplateSummarySchema,
  storyTemplateSchema,
  templateBlockSchema,
  templateStorySchema,
  type MoveTemplateStory,
  type RundownTemplate,
  type RundownTemplateInput,
  type RundownTemplateSummary,
  type StoryTemplate,
  type StoryTemplateInput,
  type TemplateBlock,
  type TemplateStory,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Cache key prefix of every template list. */
export const TEMPLATE_LISTS_KEY = ['rundownTemplates', 'list'] as const;
/** Cache key of a program's template list. */
export const templateListKey = (programId: number) => [...TEMPLATE_LISTS_KEY, programId] as const;
/** Cache key of one template with its blocks and stories. */
export const templateKey = (id: number) => ['rundownTemplates', 'one', id] as const;
/** Cache key of the story templates of a program. */
export const storyTemplatesKey = (programId: number | null) =>
  ['storyTemplates', programId] as const;

/** GET /api/rundown_templates?programId. */
export function fetchTemplates(programId: number): Promise<RundownTemplateSummary[]> {
  return apiRequest('/api/rundown_templates', {
    query: { programId },
    schema: rundownTemplateSummarySchema.array(),
  });
}

/** GET /api/rundown_templates/{id}. */
export function fetchTemplate(id: number): Promise<RundownTemplate> {
  return apiRequest(`/api/rundown_templates/${id}`, { schema: rundownTemplateSchema });
}

/** POST /api/rundown_templates. */
export function createTemplate(input: RundownTemplateInput): Promise<RundownTemplate> {
  return apiRequest('/api/rundown_templates', { json: input, schema: rundownTemplateSchema });
}

/** POST /api/rundown_templates/{id}/copy. */
export function copyTemplate(id: number, input: RundownTemplateInput): Promise<RundownTemplate> {
  return apiRequest(`/api/rundown_templates/${id}/copy`, {
    json: input,
    schema: rundownTemplateSchema,
  });
}

/** PATCH /api/rundown_templates/{id}. */
export function patchTemplate(id: number, field: string, value: unknown): Promise<RundownTemplate> {
  return apiRequest(`/api/rundown_templates/${id}`, {
    method: 'PATCH',
    json: { field, value },
    schema: rundownTemplateSchema,
  });
}

/** DELETE /api/rundown_templates/{id}. */
export function removeTemplate(id: number): Promise<void> {
  return apiRequest(`/api/rundown_templates/${id}`, { method: 'DELETE' });
}

/** POST /api/rundown_templates/{id}/repaginate. */
export function repaginateTemplate(id: number): Promise<RundownTemplate> {
  return apiRequest(`/api/rundown_templates/${id}/repaginate`, {
    method: 'POST',
    schema: rundownTemplateSchema,
  });
}

/** POST /api/rundown_templates/{id}/blocks. */
export function createBlock(templateId: number): Promise<TemplateBlock> {
  return apiRequest(`/api/rundown_templates/${templateId}/blocks`, {
    method: 'POST',
    schema: templateBlockSchema,
  });
}

/** PATCH /api/template_blocks/{id}. */
export function patchBlock(id: number, field: string, value: unknown): Promise<TemplateBlock> {
  return apiRequest(`/api/template_blocks/${id}`, {
    method: 'PATCH',
    json: { field, value },
    schema: templateBlockSchema,
  });
}

/** DELETE /api/template_blocks/{id}. */
export function removeBlock(id: number): Promise<void> {
  return apiRequest(`/api/template_blocks/${id}`, { method: 'DELETE' });
}

/** POST /api/template_blocks/{id}/stories. */
export function createStory(blockId: number): Promise<TemplateStory> {
  return apiRequest(`/api/template_blocks/${blockId}/stories`, {
    method: 'POST',
    schema: templateStorySchema,
  });
}

/** PATCH /api/template_stories/{id}. */
export function patchStory(id: number, field: string, value: unknown): Promise<TemplateStory> {
  return apiRequest(`/api/template_stories/${id}`, {
    method: 'PATCH',
    json: { field, value },
    schema: templateStorySchema,
  });
}

/** DELETE /api/template_stories/{id}. */
export function removeStory(id: number): Promise<void> {
  return apiRequest(`/api/template_stories/${id}`, { method: 'DELETE' });
}

/** POST /api/template_stories/move. */
export function moveStory(move: MoveTemplateStory): Promise<RundownTemplate> {
  return apiRequest('/api/template_stories/move', { json: move, schema: rundownTemplateSchema });
}

/** GET /api/story_templates?programId. */
export function fetchStoryTemplates(programId: number | null): Promise<StoryTemplate[]> {
  return apiRequest('/api/story_templates', {
    query: { programId: programId ?? undefined },
    schema: storyTemplateSchema.array(),
  });
}

/** POST /api/story_templates. */
export function createStoryTemplate(input: StoryTemplateInput): Promise<StoryTemplate> {
  return apiRequest('/api/story_templates', { json: input, schema: storyTemplateSchema });
}

/** PUT /api/story_templates/{id} at the version loaded. */
export function updateStoryTemplate(
  id: number,
  input: StoryTemplateInput & { version: number },
): Promise<StoryTemplate> {
  return apiRequest(`/api/story_templates/${id}`, {
    method: 'PUT',
    json: input,
    schema: storyTemplateSchema,
  });
}

/** DELETE /api/story_templates/{id}. */
export function removeStoryTemplate(id: number): Promise<void> {
  return apiRequest(`/api/story_templates/${id}`, { method: 'DELETE' });
}

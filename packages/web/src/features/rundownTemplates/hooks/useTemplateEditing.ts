import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { moveTemplateStory, type MoveTemplateStory, type RundownTemplate } from '@newsroom/domain';
import { notifyFailure } from '../../../shared/notifications';
import { useTopic } from '../../../shared/realtime';
import * as api from '../api/rundownTemplatesApi';
import {
  applyTemplateEvent,
  type TemplateEvent,
  patchInTemplate,
  removeFromTemplate,
  upsertInTemplate,
} from './templateEvents';

/** Applies a story move to a loaded template, as the server will (pure; for optimistic moves). */
export function movedTemplate(template: RundownTemplate, move: MoveTemplateStory): RundownTemplate {
  const order = moveTemplateStory(
    template.blocks.map((block) => ({ id: block.id, storyIds: block.stories.map((s) => s.id) })),
    move,
  );
  const stories = new Map(template.blocks.flatMap((block) => block.stories).map((s) => [s.id, s]));
  return {
    ...template,
    blocks: template.blocks.map((block) => ({
      ...block,
      stories: (order.get(block.id) ?? []).map((id, index) => ({
        ...stories.get(id)!,
        blockId: block.id,
        index,
      })),
    })),
  };
}

/**
 * A template being edited: loaded, kept live from the `rundown_templates` and `block_templates`
 * topics, and changed optimistically — every edit shows at once and is rolled back, with the
 * failure notified, when the server refuses it (spec 1 §4); a failed move reloads the template
 * (spec 1 §7).
 */
export function useTemplateEditing(templateId: number, onRemoved: () => void) {
  const queryClient = useQueryClient();
  const key = api.templateKey(templateId);
  const query = useQuery({
    queryKey: key,
    queryFn: () => api.fetchTemplate(templateId),
    meta: { failureKind: 'load' },
  });

  const current = useCallback(
    () => queryClient.getQueryData<RundownTemplate>(api.templateKey(templateId)),
    [queryClient, templateId],
  );
  const set = useCallback(
    (update: (template: RundownTemplate) => RundownTemplate) =>
      queryClient.setQueryData<RundownTemplate>(api.templateKey(templateId), (template) =>
        template ? update(template) : template,
      ),
    [queryClient, templateId],
  );
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: api.templateKey(templateId) }),
    [queryClient, templateId],
  );

  const onEvent = (event: TemplateEvent) => {
    const template = current();
    if (!template) return;
    const outcome = applyTemplateEvent(template, event);
    if (outcome.kind === 'apply') queryClient.setQueryData(key, outcome.template);
    else if (outcome.kind === 'reload') void reload();
    else if (outcome.kind === 'removed') onRemoved();
  };
  useTopic('rundown_templates', onEvent);
  useTopic('block_templates', onEvent);

  /** A single-field patch of a block or story, rolled back when refused. */
  const patch = async (
    target: { kind: 'block' | 'story'; id: number },
    field: string,
    value: unknown,
  ) => {
    const before = current();
    const items: { id: number }[] =
      target.kind === 'block'
        ? (before?.blocks ?? [])
        : (before?.blocks ?? []).flatMap((block) => block.stories);
    const old = items.find((item) => item.id === target.id);
    set((template) => patchInTemplate(template, target, field, value));
    try {
      const saved =
        target.kind === 'block'
          ? await api.patchBlock(target.id, field, value)
          : await api.patchStory(target.id, field, value);
      set((template) =>
        patchInTemplate(template, target, field, (saved as Record<string, unknown>)[field]),
      );
    } catch (error) {
      const oldValue = old ? (old as Record<string, unknown>)[field] : undefined;
      set((template) => patchInTemplate(template, target, field, oldValue));
      notifyFailure(error, 'update');
    }
  };

  const run = async <T>(call: () => Promise<T>, kind: 'create' | 'delete' | 'actionFailed') => {
    try {
      return await call();
    } catch (error) {
      notifyFailure(error, kind);
      return undefined;
    }
  };

  return {
    query,
    patch,
    async rename(name: string) {
      const before = current()?.name;
      set((template) => ({ ...template, name }));
      try {
        await api.patchTemplate(templateId, 'name', name);
        void queryClient.invalidateQueries({ queryKey: api.TEMPLATE_LISTS_KEY });
      } catch (error) {
        set((template) => ({ ...template, name: before ?? template.name }));
        notifyFailure(error, 'update');
      }
    },
    async addBlock() {
      const block = await run(() => api.createBlock(templateId), 'create');
      if (block) set((template) => upsertInTemplate(template, { kind: 'block', block }));
    },
    async addStory(blockId: number) {
      const story = await run(() => api.createStory(blockId), 'create');
      if (story) set((template) => upsertInTemplate(template, { kind: 'story', story }));
    },
    async remove(target: { kind: 'block' | 'story'; id: number }) {
      const before = current();
      set((template) => removeFromTemplate(template, target));
      try {
        if (target.kind === 'block') await api.removeBlock(target.id);
        else await api.removeStory(target.id);
      } catch (error) {
        if (before) set(() => before);
        notifyFailure(error, 'delete');
      }
    },
    async move(move: MoveTemplateStory) {
      set((template) => movedTemplate(template, move));
      try {
        const saved = await api.moveStory(move);
        set((template) => (saved.version >= template.version ? saved : template));
      } catch (error) {
        notifyFailure(error, 'actionFailed');
        await reload();
      }
    },
    async repaginate() {
      const saved = await run(() => api.repaginateTemplate(templateId), 'actionFailed');
      if (saved) set((template) => (saved.version >= template.version ? saved : template));
    },
  };
}

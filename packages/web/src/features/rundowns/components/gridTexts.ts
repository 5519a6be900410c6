import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DISPLAY_STATUSES, type DisplayStatus } from '@newsroom/domain';

/**
 * The texts of the grid's rows (stories and block headers), translated once per language for the
 * whole grid: a row's own translation hooks and calls were most of its render (DECISIONS "A rundown
 * row's texts are translated once per grid").
 */
export function gridTextsOf(t: TFunction) {
  const statusLabel = (status: DisplayStatus) => t(`rundown:status.${status}`);
  const byStatus = <T>(of: (status: DisplayStatus) => T) =>
    Object.fromEntries(DISPLAY_STATUSES.map((status) => [status, of(status)])) as Record<
      DisplayStatus,
      T
    >;
  return {
    story: {
      slug: t('rundown:grid.slug'),
      noSlug: t('rundown:grid.noSlug'),
      privateStory: t('rundown:grid.privateStory'),
      readEstimate: t('rundown:grid.readEstimate'),
      typeDuration: t('rundown:grid.typeDuration'),
      estimated: t('rundown:grid.estimated'),
      total: t('rundown:grid.total'),
      approved: t('rundown:grid.approved'),
      private: t('rundown:grid.private'),
      public: t('rundown:grid.public'),
    },
    block: {
      standbyBlock: t('rundown:grid.standbyBlock'),
      name: t('rundown:grid.blockName'),
      commercial: t('rundown:grid.commercial'),
      typeDuration: t('rundown:grid.typeDuration'),
      typeTimeOfDay: t('rundown:grid.typeTimeOfDay'),
      breakTime: t('rundown:grid.breakTime'),
      approve: t('rundown:grid.approveBlock'),
      standby: t('rundown:grid.standby'),
      standbyShort: t('rundown:grid.standbyShort'),
      addStory: t('rundown:grid.addStory'),
      fromTemplate: t('rundown:storyActions.fromTemplate'),
      remove: t('rundown:grid.removeBlock'),
      /** The question before removing a block (names it: asked for when shown). */
      removeConfirm: (name: string) => t('rundown:grid.removeBlockConfirm', { name }),
    },
    menu: {
      open: t('rundown:storyActions.menu'),
      after: t('rundown:storyActions.after'),
      standby: t('rundown:storyActions.standby'),
      drawer: t('story:drawer.sendToDrawer'),
      delete: t('rundown:storyActions.delete'),
    },
    status: {
      label: byStatus(statusLabel),
      toggle: byStatus((status) => t('rundown:grid.toggleStatus', { status: statusLabel(status) })),
    },
    hits: {
      title: t('rundown:hits.title'),
      time: t('rundown:hits.time'),
      set: t('rundown:hits.set'),
      clear: t('rundown:hits.clear'),
      /** The cut or fill before the hit (its duration changes with the plan: asked for each time). */
      advice: (kind: 'cut' | 'fill', duration: string) => t(`rundown:hits.${kind}`, { duration }),
    },
  };
}

/** The grid's row texts ({@link gridTextsOf}). */
export type GridTexts = ReturnType<typeof gridTextsOf>;

/** {@link gridTextsOf} for the interface language, made again when it changes. */
export function useGridTexts(): GridTexts {
  // react-i18next hands out another `t` when the language changes.
  const { t } = useTranslation('rundown');
  return useMemo(() => gridTextsOf(t), [t]);
}

import { lazyWithTexts } from '../../../shared/i18n';

/*
 * Parts of the rundown screen loaded when first opened: the dialogs (their tables, antd's Modal
 * and Radio), the story viewer and the story form (with its editor) are code the screen does not
 * need to show a rundown.
 */

export const RundownLogsDialog = lazyWithTexts(() =>
  import('./RundownLogsDialog').then((m) => ({ default: m.RundownLogsDialog })),
);
export const ShortcutsDialog = lazyWithTexts(() =>
  import('./ShortcutsDialog').then((m) => ({ default: m.ShortcutsDialog })),
);
export const StoryViewerDrawer = lazyWithTexts(() =>
  import('../../stories/viewer/StoryViewerDrawer').then((m) => ({ default: m.StoryViewerDrawer })),
);
export const RemoveStoryDialog = lazyWithTexts(() =>
  import('./RemoveStoryDialog').then((m) => ({ default: m.RemoveStoryDialog })),
);
export const StoryTemplateChooser = lazyWithTexts(() =>
  import('./StoryTemplateChooser').then((m) => ({ default: m.StoryTemplateChooser })),
);
export const TemplateChooser = lazyWithTexts(() =>
  import('../../rundownTemplates/components/TemplateChooser').then((m) => ({
    default: m.TemplateChooser,
  })),
);
export const StoryForm = lazyWithTexts(() =>
  import('../../stories/editor/StoryForm').then((m) => ({ default: m.StoryForm })),
);

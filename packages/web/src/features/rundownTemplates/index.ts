import { lazyWithTexts } from '../../shared/i18n';

/**
 * Rundown templates: the template chooser the rundown screen opens when creating a rundown, and
 * the template editor page (admin area `rundownTemplates`, also placed by the rundown screen).
 */
export { TemplateChooser } from './components/TemplateChooser';
export type { TemplateChooserProps } from './components/TemplateChooser';
export { DurationInput } from './components/DurationInput';
export type { DurationInputProps } from './components/DurationInput';
export type { RundownTemplatesPageProps } from './pages/RundownTemplatesPage';
export {
  fetchTemplates,
  fetchStoryTemplates,
  templateListKey,
  storyTemplatesKey,
} from './api/rundownTemplatesApi';

/** The template editor page, loaded on demand. */
export const RundownTemplatesPage = lazyWithTexts(() =>
  import('./pages/RundownTemplatesPage').then((m) => ({ default: m.RundownTemplatesPage })),
);

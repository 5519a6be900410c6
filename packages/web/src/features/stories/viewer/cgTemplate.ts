import type { Subsection } from '@newsroom/domain';

/** A CG's template as the viewer names it: code and template name (or its slug). */
export function cgTemplate(cg: Pick<Subsection, 'code' | 'templateName' | 'slug'>): string {
  return [cg.code, cg.templateName || cg.slug].filter(Boolean).join(' ');
}

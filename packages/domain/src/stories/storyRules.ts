import type { FieldError } from '../platform/errors';
import { sortSections, type Section, type SectionInput } from './storyContent';
import { sectionInputSchema } from './storyContent';
import type { StoryDocument } from './story';

/**
 * Rules of the story editor (spec 1 §4, spec 2 §5).
 */

/** Sections as parsed input, before timing: the stored shape with zero computed durations. */
export function sectionsFromInput(input: readonly SectionInput[]): Section[] {
  return sortSections(
    input.map((raw) => {
      const section = sectionInputSchema.parse(raw);
      return {
        type: section.type,
        cueIn: section.cueIn,
        cueOut: section.cueOut,
        durationMs: section.durationMs,
        voDurationMs: section.voDurationMs,
        subSections: section.subSections,
      };
    }),
  );
}

/**
 * CG values longer than their template field's size (when the size is > 0), as field errors
 * keyed `maxChars` with the size as count (spec 2 §5).
 */
export function cgFieldErrors(sections: readonly Section[]): FieldError[] {
  const errors: FieldError[] = [];
  sections.forEach((section, s) =>
    section.subSections.forEach((sub, u) =>
      sub.cgFields.forEach((field, f) => {
        if (field.size > 0 && field.value.length > field.size) {
          errors.push({
            field: `sections.${s}.subSections.${u}.cgFields.${f}.value`,
            key: 'maxChars',
            params: { count: field.size },
          });
        }
      }),
    ),
  );
  return errors;
}

/** Only a document's owner shares it: toggles private and chooses allowed users (spec 3 §4). */
export function canShareStory(story: Pick<StoryDocument, 'ownerId'>, userId: number): boolean {
  return story.ownerId === userId;
}

/** Whether a user may see a story's content: not private, or owner, or an allowed user. */
export function canSeeStoryContent(
  story: Pick<StoryDocument, 'isPrivate' | 'ownerId' | 'allowedUserIds'>,
  userId: number,
): boolean {
  return !story.isPrivate || story.ownerId === userId || story.allowedUserIds.includes(userId);
}

/** The slug as saved: trimmed, upper case (spec 2 §5). */
export function normalizeSlug(slug: string): string {
  return slug.trim().toUpperCase();
}

import {
  emptySection,
  emptySubsection,
  type Section,
  type Subsection,
} from '../stories/storyContent';

/** Builders of story content for tests: an empty part carrying only the fields a test names. */

let nextUuid = 0;

/** A subsection of `fields.type` with the given fields; its uuid is fresh unless given. */
export function subsection(fields: Partial<Subsection> & Pick<Subsection, 'type'>): Subsection {
  nextUuid += 1;
  return { ...emptySubsection(fields.type, `sub-${nextUuid}`), ...fields };
}

/** A section of `fields.type` with the given fields. */
export function section(fields: Partial<Section> & Pick<Section, 'type'>): Section {
  return { ...emptySection(fields.type), ...fields };
}

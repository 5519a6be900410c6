import {
  SECTION_TYPES,
  editableStoryFields,
  emptySection,
  emptySubsection,
  sortSections,
  type CgField,
  type EditableStoryFields,
  type Section,
  type SectionType,
  type StoryDocument,
  type StoryUpdateInput,
  type Subsection,
  type SubsectionType,
} from '@newsroom/domain';

/**
 * What the story form edits (the fields of PUT /api/stories/{id} without the version), kept as
 * the answered shapes with durations in ms. Pure: the form's state, the draft kept in the
 * browser and the save body all go through here.
 */
export interface EditableStory extends EditableStoryFields {
  sections: Section[];
}

/** The editable part of a loaded story, sections in air order. */
export function toEditable(story: StoryDocument): EditableStory {
  return {
    ...editableStoryFields(story),
    sections: sortSections(story.sections),
  };
}

/** The PUT body: the edited story over the version it was loaded at; the slug in upper case. */
export function toUpdateBody(story: EditableStory, version: number): StoryUpdateInput {
  return { version, ...story, slug: story.slug.trim().toUpperCase() };
}

/** A slug is required and must not be only spaces. */
export function isSlugValid(slug: string): boolean {
  return slug.trim().length > 0;
}

/** A random v4 uuid (crypto.randomUUID needs a secure context; plain http on a LAN has none). */
export function newUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Section types the story does not have yet, in air order. */
export function missingSectionTypes(sections: readonly Section[]): SectionType[] {
  return SECTION_TYPES.filter((type) => !sections.some((s) => s.type === type));
}

/** Adds an empty section of `type` (once per type), keeping air order. */
export function addSection(sections: readonly Section[], type: SectionType): Section[] {
  if (sections.some((s) => s.type === type)) return [...sections];
  return sortSections([...sections, emptySection(type)]);
}

/** Removes the section of `type`. */
export function removeSection(sections: readonly Section[], type: SectionType): Section[] {
  return sections.filter((s) => s.type !== type);
}

/** Replaces the section of `type` by `change(section)`. */
export function updateSection(
  sections: readonly Section[],
  type: SectionType,
  change: (section: Section) => Section,
): Section[] {
  return sections.map((s) => (s.type === type ? change(s) : s));
}

/** A new empty subsection; read texts start with the program's default presenter. */
export function newSubsection(type: SubsectionType, presenterId: number | null): Subsection {
  return {
    ...emptySubsection(type, newUuid()),
    presenterId: type === 'CAMERA_TEXT' || type === 'TEXT' ? presenterId : null,
    camera: type === 'CAMERA_TEXT' ? '1' : '',
  };
}

/** A copy of a subsection with new uuids (its own and its CG fields'). */
export function duplicateSubsection(sub: Subsection): Subsection {
  return {
    ...sub,
    uuid: newUuid(),
    cgFields: sub.cgFields.map((field) => ({ ...field, uuid: newUuid() })),
  };
}

/** Subsection edits inside one section. */
export const subsectionOps = {
  add: (section: Section, sub: Subsection): Section => ({
    ...section,
    subSections: [...section.subSections, sub],
  }),
  remove: (section: Section, uuid: string): Section => ({
    ...section,
    subSections: section.subSections.filter((s) => s.uuid !== uuid),
  }),
  update: (section: Section, uuid: string, change: Partial<Subsection>): Section => ({
    ...section,
    subSections: section.subSections.map((s) => (s.uuid === uuid ? { ...s, ...change } : s)),
  }),
  /** Moves a subsection one place up (-1) or down (+1); no-op at the ends. */
  move: (section: Section, uuid: string, offset: -1 | 1): Section => {
    const list = [...section.subSections];
    const from = list.findIndex((s) => s.uuid === uuid);
    const to = from + offset;
    if (from < 0 || to < 0 || to >= list.length) return section;
    const [moved] = list.splice(from, 1);
    if (moved) list.splice(to, 0, moved);
    return { ...section, subSections: list };
  },
  /** Inserts a copy right after the original. */
  duplicate: (section: Section, uuid: string): Section => {
    const index = section.subSections.findIndex((s) => s.uuid === uuid);
    const original = section.subSections[index];
    if (!original) return section;
    const list = [...section.subSections];
    list.splice(index + 1, 0, duplicateSubsection(original));
    return { ...section, subSections: list };
  },
};

/** A new empty CG field. */
export function newCgField(): CgField {
  return { uuid: newUuid(), name: '', value: '', size: 0 };
}

/** Whether a CG value fits its field (size 0 = unlimited). */
export function fitsCgField(field: CgField): boolean {
  return field.size <= 0 || field.value.length <= field.size;
}

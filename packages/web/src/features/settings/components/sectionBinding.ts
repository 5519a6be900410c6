import type { SectionName, SectionUpdates, SectionValues } from '../api/settingsApi';

/** Which settings section a form edits and how its values map to the section and back. */
export interface SectionBinding<K extends SectionName, V> {
  section: K;
  /** Section → form values. */
  toForm: (data: SectionValues[K]) => V;
  /** Form values → the PUT body (with the version read). */
  toUpdate: (values: V, data: SectionValues[K]) => SectionUpdates[K];
}

/** A field of a section other than its version. */
type SectionField<K extends SectionName> = Exclude<keyof SectionValues[K], 'version'>;

/**
 * A form that holds every field of the section (the keys of its domain `shape`) as they are:
 * saved with the version read, the texts named in `trimmed` without surrounding blanks.
 */
export function bindWholeSection<K extends SectionName>(
  section: K,
  shape: Record<SectionField<K>, unknown>,
  trimmed: readonly SectionField<K>[] = [],
): SectionBinding<K, Omit<SectionValues[K], 'version'>> {
  const fields = Object.keys(shape) as SectionField<K>[];
  const pick = (source: Omit<SectionValues[K], 'version'>, isSaving: boolean) =>
    Object.fromEntries(
      fields.map((field) => {
        const value = source[field];
        return [field, isSaving && trimmed.includes(field) ? String(value).trim() : value];
      }),
    ) as Omit<SectionValues[K], 'version'>;
  return {
    section,
    toForm: (data) => pick(data, false),
    // Every field and the version: the whole section, which is what these sections' PUT takes.
    toUpdate: (values, data) =>
      ({ ...pick(values, true), version: data.version }) as unknown as SectionUpdates[K],
  };
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatMmss,
  isNameReading,
  readingOf,
  readsByWords,
  type FieldReadings,
  type NameSource,
} from '@newsroom/domain';
import { displayTime, isIsoDate } from '../dates';
import type { Locale } from '@newsroom/domain';
import { formatDate, isLocale } from '../i18n';
import { revisionValueText } from './revisionFields';

/** How the revision viewer reads the fields of one kind of document. */
export interface RevisionReader {
  /** A field's label (dotted paths for nested fields). */
  label: (field: string) => string;
  /** A value as the user reads it. */
  text: (field: string, value: unknown) => string;
  /** Whether a change of the field shows word by word rather than before → after. */
  byWords: (field: string) => boolean;
}

/** What a kind gives to read its revisions (see `FieldReadings` in the domain). */
export interface RevisionReaderParts {
  readings: FieldReadings;
  label: (field: string) => string;
  /** The name of what an id points to; undefined when unknown (then `#id` shows). */
  nameOf: (source: NameSource, id: number) => string | undefined;
  /** The text of each field read as `content`, by top-level field. */
  content?: Readonly<Record<string, (value: unknown) => string>>;
}

/** The words and formats of the user's language a reader needs. */
export interface ReaderLanguage {
  yes: string;
  no: string;
  locale: Locale;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

function calendarDate(value: unknown, locale: Locale): string {
  if (!isIsoDate(typeof value === 'string' ? value : null)) return revisionValueText(value);
  const [year, month, day] = (value as string).split('-').map(Number);
  return formatDate(new Date(year!, month! - 1, day), locale);
}

function names(value: unknown, source: NameSource, parts: RevisionReaderParts): string {
  const one = (id: unknown) =>
    typeof id === 'number' ? (parts.nameOf(source, id) ?? `#${id}`) : revisionValueText(id);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(one).join(', ');
  return one(value);
}

/** A kind's text of a content value; an old snapshot of another shape shows as JSON. */
function contentText(read: (value: unknown) => string, value: unknown): string {
  try {
    return read(value);
  } catch {
    return revisionValueText(value);
  }
}

/** A reader of the given readings in the given language. */
export function revisionReader(
  parts: RevisionReaderParts,
  language: ReaderLanguage,
): RevisionReader {
  const text = (field: string, value: unknown): string => {
    if (isEmpty(value)) return '—';
    const reading = readingOf(parts.readings, field);
    if (isNameReading(reading)) return names(value, reading, parts);
    switch (reading) {
      case 'duration':
        return typeof value === 'number' ? formatMmss(value) : revisionValueText(value);
      case 'yesNo':
        return typeof value === 'boolean'
          ? value
            ? language.yes
            : language.no
          : revisionValueText(value);
      case 'date':
        return calendarDate(value, language.locale);
      case 'time':
        return typeof value === 'string' ? displayTime(value) : revisionValueText(value);
      case 'content': {
        const read = parts.content?.[field.split('.')[0] ?? field];
        return (read ? contentText(read, value) : revisionValueText(value)) || '—';
      }
      default:
        return revisionValueText(value);
    }
  };
  return {
    label: parts.label,
    text,
    byWords: (field) => readsByWords(readingOf(parts.readings, field)),
  };
}

/** A reader without a kind's table: field names as labels, every value as text. */
export const PLAIN_REVISION_READER: RevisionReader = {
  label: (field) => field,
  text: (_field, value) => revisionValueText(value),
  byWords: () => true,
};

/** {@link revisionReader} in the user's language (memoised on the parts' identity). */
export function useRevisionReader(parts: RevisionReaderParts): RevisionReader {
  const { t, i18n } = useTranslation('revision');
  const { readings, label, nameOf, content } = parts;
  return useMemo(
    () =>
      revisionReader(
        { readings, label, nameOf, content },
        { yes: t('yes'), no: t('no'), locale: isLocale(i18n.language) ? i18n.language : 'pt_BR' },
      ),
    [readings, label, nameOf, content, t, i18n.language],
  );
}

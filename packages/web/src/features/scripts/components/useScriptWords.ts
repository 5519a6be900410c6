import { useTranslation } from 'react-i18next';
import {
  SCRIPT_CUE_TYPES,
  SECTION_TYPES,
  scriptCueLine,
  type ScriptCueType,
  type ScriptPart,
} from '@newsroom/domain';
import { isLocale, languageTag } from '../../../shared/i18n';
import { useCompanyData } from '../../companyData';

/** What the script book shows in words: cue lines, section names, people, the day. */
export interface ScriptWords {
  /** A cue as one line (`[VT 01:20 — VT CHUVA]`). */
  cueLine: (part: Pick<ScriptPart, 'cue' | 'text' | 'durationMs'>) => string;
  /** The name of a story's or reportage's section ("Cabeça", "Passagem"). */
  sectionName: (section: ScriptPart['section']) => string;
  /** A user's nickname (`#id` while unknown). */
  nickname: (userId: number) => string;
  /** The day written out in the reader's language ("segunda-feira, 10 de março de 2025"). */
  longDate: (date: string) => string;
}

const STORY_SECTIONS: readonly string[] = SECTION_TYPES;

/** The translated words and the names the script book shows. */
export function useScriptWords(): ScriptWords {
  const { t, i18n } = useTranslation(['scripts', 'story', 'newsReport']);
  const company = useCompanyData();
  const locale = isLocale(i18n.language) ? i18n.language : 'pt_BR';
  const nicknames = new Map((company.data?.users ?? []).map((user) => [user.id, user.nickname]));
  const labels = Object.fromEntries(
    SCRIPT_CUE_TYPES.map((cue) => [cue, t(`scripts:cues.${cue}`)]),
  ) as Record<ScriptCueType, string>;
  return {
    cueLine: (part) => scriptCueLine(part, labels),
    sectionName: (section) =>
      STORY_SECTIONS.includes(section)
        ? t(`story:sections.${section}`)
        : t(`newsReport:viewer.sectionTypes.${section}`),
    nickname: (userId) => nicknames.get(userId) ?? `#${userId}`,
    // Read as a UTC midnight so no time zone moves the day.
    longDate: (date) =>
      new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      ),
  };
}

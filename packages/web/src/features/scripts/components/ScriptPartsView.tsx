import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScriptPart } from '@newsroom/domain';
import type { ScriptWords } from './useScriptWords';

/** Props of {@link ScriptPartsView}. */
export interface ScriptPartsViewProps {
  parts: readonly ScriptPart[];
  words: ScriptWords;
  /** The classic two-column script: section, reader and cues left, what is read right. */
  isTwoColumns: boolean;
}

/** Who reads a part and on which camera ("apresentador · CAM 2"), '' when neither is set. */
function useReaderLine(words: ScriptWords) {
  const { t } = useTranslation('scripts');
  return (part: ScriptPart) =>
    [
      part.presenterId === null ? '' : words.nickname(part.presenterId),
      part.camera ? t('camera', { camera: part.camera }) : '',
    ]
      .filter(Boolean)
      .join(' · ');
}

/** Where the section changes, its name; null inside the same section. */
const sectionStart = (parts: readonly ScriptPart[], index: number) =>
  index === 0 || parts[index - 1]!.section !== parts[index]!.section ? parts[index]!.section : null;

/**
 * The parts of a script in reading order: on-camera text in larger type, off-camera text plain,
 * cues as one distinct line; the section's name where it changes.
 */
export function ScriptPartsView({ parts, words, isTwoColumns }: ScriptPartsViewProps) {
  const readerLine = useReaderLine(words);
  const sectionName = (index: number) => {
    const section = sectionStart(parts, index);
    return section === null ? null : (
      <div className="nrcs-script__section" data-testid="script-section">
        {words.sectionName(section)}
      </div>
    );
  };
  const said = (part: ScriptPart): ReactNode =>
    part.kind === 'cue' ? (
      <div className="nrcs-script__cue">{words.cueLine(part)}</div>
    ) : (
      <div className={`nrcs-script__${part.kind}`}>{part.text}</div>
    );

  if (!isTwoColumns)
    return (
      <div className="nrcs-script__parts">
        {parts.map((part, index) => (
          <div key={index} data-testid="script-part" data-kind={part.kind}>
            {sectionName(index)}
            {part.kind !== 'cue' && readerLine(part) && (
              <div className="nrcs-script__reader">{readerLine(part)}</div>
            )}
            {said(part)}
          </div>
        ))}
      </div>
    );
  return (
    <table className="nrcs-script__columns">
      <tbody>
        {parts.map((part, index) => (
          <tr key={index} data-testid="script-part" data-kind={part.kind}>
            <td className="nrcs-script__left">
              {sectionName(index)}
              {part.kind === 'cue' ? said(part) : readerLine(part)}
            </td>
            <td className="nrcs-script__right">{part.kind === 'cue' ? null : said(part)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { scriptCueLine, type ExportText, type ScriptPart } from '@newsroom/domain';
import type { DocumentPart } from './documentPdf';

/**
 * A script (the domain's story or reportage parts) as the body of a document export: what is
 * read is a paragraph whose left column is its section (and reader), a cue is one cue line.
 */
export function scriptDocumentParts(
  parts: readonly ScriptPart[],
  text: Pick<ExportText, 'cues' | 'sections'>,
  readerOf: (presenterId: number) => string | undefined = () => undefined,
): DocumentPart[] {
  return parts.map((part): DocumentPart => {
    if (part.kind === 'cue') return { kind: 'cue', text: scriptCueLine(part, text.cues) };
    const reader = part.presenterId === null ? undefined : readerOf(part.presenterId);
    const side = [text.sections[part.section], reader, part.camera].filter(Boolean).join(' · ');
    return { kind: 'paragraph', text: part.text, side };
  });
}

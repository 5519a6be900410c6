import type { RemoteKind } from '@newsroom/domain';

/** One labelled text of a remote document; `label` is a key of the `remote:parts` messages. */
export interface RemotePart {
  label: string;
  text: string;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const listOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];

/**
 * The texts of another branch's document worth reading here, in the order its viewer shows them.
 * Its ids (people, programs, lookups) are the other installation's and are not shown. The
 * document is read loosely: a branch of another version may lack a field, which is then skipped.
 */
export function remoteDocumentParts(
  kind: RemoteKind,
  document: Record<string, unknown>,
): RemotePart[] {
  const parts: RemotePart[] = [];
  const add = (label: string, value: unknown) => {
    const text = textOf(value);
    if (text) parts.push({ label, text });
  };
  if (kind === 'assignments') {
    add('proposal', document.proposal);
    add('referral', document.referral);
    add('information', document.information);
    for (const guide of listOf(document.guides)) {
      const lines = [guide.scheduleDate, guide.scheduleTime, guide.interviewee, guide.address]
        .map(textOf)
        .filter(Boolean);
      add('guide', [lines.join(' · '), textOf(guide.observation)].filter(Boolean).join('\n'));
    }
  } else if (kind === 'news_reports') {
    add('lead', document.lead);
    add('text', document.text);
    for (const section of listOf(document.sections)) add('section', section.content);
    add('information', document.information);
  } else if (kind === 'stories') {
    for (const section of listOf(document.sections)) {
      const texts = listOf(section.subSections).map((sub) => textOf(sub.text));
      add('section', texts.filter(Boolean).join('\n'));
    }
    add('information', document.information);
  } else {
    add('proposal', document.proposal);
    add('information', document.information);
  }
  return parts;
}

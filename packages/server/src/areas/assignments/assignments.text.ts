import { quoteInterview, type Assignment } from '@newsroom/domain';

/**
 * An assignment as plain text (the e-mail body; the web's "copy as text" follows the same
 * layout with names, domain `assignmentText`): slug and date, the texts, each guide with
 * its interview (the observation) in double quotes (spec 2 §5), its contacts, then the tasks.
 */
export function renderAssignmentText(assignment: Assignment): string {
  const lines: string[] = [`${assignment.slug} — ${assignment.date}`, ''];
  const block = (title: string, text: string) => {
    if (text.trim()) lines.push(`${title}:`, text.trim(), '');
  };
  block('Proposta', assignment.proposal);
  block('Encaminhamento', assignment.referral);
  block('Informações', assignment.information);
  for (const guide of assignment.guides) {
    const when = [guide.scheduleDate, guide.scheduleTime].filter(Boolean).join(' ');
    lines.push(`Roteiro${when ? ` ${when}` : ''}: ${guide.interviewee}`.trimEnd());
    if (guide.address) lines.push(`Endereço: ${guide.address}`);
    if (guide.observation) lines.push(quoteInterview(guide.observation));
    for (const contact of guide.contacts) {
      const reach = [...contact.numbers.map((n) => n.value), ...contact.emails].join(', ');
      lines.push(
        `- ${contact.name}${contact.profession ? ` (${contact.profession})` : ''}${reach ? `: ${reach}` : ''}`,
      );
    }
    lines.push('');
  }
  for (const task of assignment.tasks) {
    const when = [task.date, task.time].filter(Boolean).join(' ');
    lines.push(`[${task.done ? 'x' : ' '}] ${when ? `${when} ` : ''}${task.label}`);
  }
  return lines.join('\n').trimEnd();
}

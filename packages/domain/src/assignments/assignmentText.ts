import {
  quoteInterview,
  type Assignment,
  type Guide,
  type GuideContact,
  type ProductionTask,
} from './assignment';

/**
 * An assignment as plain text for "copy" (spec 2 "Guideline viewer"; spec 2 §5 "interview quotes
 * are wrapped in double quotes when copied"). The reading order is the viewer's: title (type
 * abbreviation + slug), the header fields that have a value, Content, Guides, Tasks. A guide's
 * observation holds what the interviewee is expected to say, so it is the interview quote and
 * goes out in double quotes. Labels and names come from the caller (the web translates and
 * resolves ids); an assignment the reader may not see (`visible` false) gives no text at all.
 */

/** Words of the text, translated by the caller. */
export interface AssignmentTextLabels {
  date: string;
  state: string;
  branch: string;
  programs: string;
  /** Shown as the programs of an assignment without programs. */
  drawer: string;
  producers: string;
  reporters: string;
  editors: string;
  team: string;
  editorials: string;
  vehicles: string;
  classification: string;
  cameraman: string;
  proposal: string;
  referral: string;
  information: string;
  guides: string;
  schedule: string;
  interviewee: string;
  address: string;
  observation: string;
  contacts: string;
  profession: string;
  emails: string;
  tasks: string;
  done: string;
  notDone: string;
}

/** Display names of what the assignment refers to by id, resolved by the caller. */
export interface AssignmentTextNames {
  /** The type's abbreviation ("VIVO"), or undefined without a type. */
  typeAbbreviation?: string;
  /** The state as shown ("Produzindo"). */
  state?: string;
  branch?: string;
  programs: readonly string[];
  producers: readonly string[];
  reporters: readonly string[];
  editors: readonly string[];
  team?: string;
  editorials: readonly string[];
  vehicles: readonly string[];
  classification?: string;
  /** A number's label as shown ("Celular"). */
  numberLabel?: (label: string) => string;
}

/** What the text needs of an assignment. */
export type AssignmentTextSource = Pick<
  Assignment,
  | 'slug'
  | 'date'
  | 'cameraman'
  | 'proposal'
  | 'referral'
  | 'information'
  | 'guides'
  | 'tasks'
  | 'visible'
>;

const joined = (values: readonly string[]) => values.filter((v) => v.trim() !== '').join(', ');

/** The words guides need. */
export type GuideTextLabels = Pick<
  AssignmentTextLabels,
  'schedule' | 'interviewee' | 'address' | 'observation' | 'contacts' | 'emails'
>;

function line(label: string, value: string | undefined): string[] {
  return value && value.trim() !== '' ? [`${label}: ${value.trim()}`] : [];
}

function block(label: string, text: string): string[] {
  return text.trim() === '' ? [] : ['', `${label}:`, text.trim()];
}

/** "dd/mm/yyyy hh:mm" from the guide's or task's date and time (either may be absent). */
function when(date: string | null, time: string | null): string {
  const day = date ? date.split('-').reverse().join('/') : '';
  return [day, time ? time.slice(0, 5) : ''].filter(Boolean).join(' ');
}

function contactLines(
  contact: GuideContact,
  labels: GuideTextLabels,
  names: Pick<AssignmentTextNames, 'numberLabel'>,
): string[] {
  const numbers = contact.numbers.map((number) =>
    names.numberLabel ? `${number.value} (${names.numberLabel(number.label)})` : number.value,
  );
  const title = [contact.name, contact.profession.trim()].filter(Boolean).join(' — ');
  return [
    `  - ${title}`,
    ...(numbers.length > 0 ? [`    ${numbers.join(', ')}`] : []),
    ...line(`    ${labels.emails}`, joined(contact.emails)),
    ...line(`    ${labels.address}`, contact.address),
    ...(contact.info.trim() ? [`    ${contact.info.trim()}`] : []),
  ];
}

function guideLines(
  guide: Guide,
  index: number,
  labels: GuideTextLabels,
  names: Pick<AssignmentTextNames, 'numberLabel'>,
): string[] {
  const quote = quoteInterview(guide.observation);
  return [
    '',
    `${index + 1}.`,
    ...line(labels.schedule, when(guide.scheduleDate, guide.scheduleTime)),
    ...line(labels.interviewee, guide.interviewee),
    ...line(labels.address, guide.address),
    ...(quote ? [`${labels.observation}: ${quote}`] : []),
    ...(guide.contacts.length > 0 ? [`${labels.contacts}:`] : []),
    ...guide.contacts.flatMap((contact) => contactLines(contact, labels, names)),
  ];
}

function guidesLines(
  guides: readonly Guide[],
  labels: GuideTextLabels,
  names: Pick<AssignmentTextNames, 'numberLabel'>,
): string[] {
  return guides.flatMap((guide, index) => guideLines(guide, index, labels, names));
}

/** Guides as plain text, numbered (the revision viewer reads an assignment's guides so). */
export function guidesText(
  guides: readonly Guide[],
  labels: GuideTextLabels,
  names: Pick<AssignmentTextNames, 'numberLabel'>,
): string {
  return guidesLines(guides, labels, names).join('\n').trim();
}

/** Tasks as plain text, one line each (assignment and production tasks alike). */
export function tasksText(
  tasks: readonly ProductionTask[],
  labels: Pick<AssignmentTextLabels, 'done' | 'notDone'>,
): string {
  return tasks.flatMap((task) => taskLine(task, labels)).join('\n');
}

function taskLine(
  task: ProductionTask,
  labels: Pick<AssignmentTextLabels, 'done' | 'notDone'>,
): string[] {
  const head = [
    when(task.date, task.time),
    task.label,
    `(${task.done ? labels.done : labels.notDone})`,
  ]
    .filter(Boolean)
    .join(' ');
  return [`- ${head}`, ...(task.information.trim() ? [`  ${task.information.trim()}`] : [])];
}

/** The assignment as plain text (see the file note); '' when the reader may not see it. */
export function assignmentText(
  assignment: AssignmentTextSource,
  labels: AssignmentTextLabels,
  names: AssignmentTextNames,
): string {
  if (!assignment.visible) return '';
  const title = [names.typeAbbreviation, assignment.slug].filter(Boolean).join(' ');
  const lines = [
    title,
    ...line(labels.date, when(assignment.date, null)),
    ...line(labels.state, names.state),
    ...line(labels.branch, names.branch),
    `${labels.programs}: ${names.programs.length > 0 ? joined(names.programs) : labels.drawer}`,
    ...line(labels.producers, joined(names.producers)),
    ...line(labels.reporters, joined(names.reporters)),
    ...line(labels.editors, joined(names.editors)),
    ...line(labels.team, names.team),
    ...line(labels.editorials, joined(names.editorials)),
    ...line(labels.vehicles, joined(names.vehicles)),
    ...line(labels.classification, names.classification),
    ...line(labels.cameraman, assignment.cameraman),
    ...block(labels.proposal, assignment.proposal),
    ...block(labels.referral, assignment.referral),
    ...block(labels.information, assignment.information),
    ...(assignment.guides.length > 0 ? ['', `${labels.guides}:`] : []),
    ...guidesLines(assignment.guides, labels, names),
    ...(assignment.tasks.length > 0 ? ['', `${labels.tasks}:`] : []),
    ...assignment.tasks.flatMap((task) => taskLine(task, labels)),
  ];
  return lines.join('\n').trim();
}

import type { TFunction } from 'i18next';
import {
  assignmentInputSchema,
  guideContactFields,
  type Assignment,
  type AssignmentConfig,
  type AssignmentInput,
  type Contact,
  type ContactInput,
  type DocumentConfig,
  type Guide,
  type GuideContact,
} from '@newsroom/domain';
import { newClientId } from '../../../shared/forms';
import { validateAgainst } from '../../../shared/documents/validateAgainst';

/** What the editor edits: the assignment's editable fields (the POST body). */
export type EditableAssignment = AssignmentInput;

/** A blank assignment for `date`. */
export function emptyAssignment(date: string): EditableAssignment {
  return {
    slug: '',
    date,
    state: 'PRODUCING',
    typeId: null,
    teamId: null,
    branchId: null,
    classificationId: null,
    cameraman: '',
    editorsIds: [],
    producersIds: [],
    reportersIds: [],
    programsIds: [],
    editorialsIds: [],
    vehiclesIds: [],
    proposal: '',
    referral: '',
    information: '',
    guides: [],
    tasks: [],
  };
}

/** The editable fields of a loaded assignment. */
export function toEditable(assignment: Assignment): EditableAssignment {
  const { slug, date, state, typeId, teamId, branchId, classificationId, cameraman } = assignment;
  return {
    slug,
    date,
    state,
    typeId,
    teamId,
    branchId,
    classificationId,
    cameraman,
    editorsIds: assignment.editorsIds,
    producersIds: assignment.producersIds,
    reportersIds: assignment.reportersIds,
    programsIds: assignment.programsIds,
    editorialsIds: assignment.editorialsIds,
    vehiclesIds: assignment.vehiclesIds,
    proposal: assignment.proposal,
    referral: assignment.referral,
    information: assignment.information,
    guides: assignment.guides,
    tasks: assignment.tasks,
  };
}

/** A new guide (today's appointment, no contact yet). */
export function emptyGuide(): Guide {
  return {
    id: newClientId(),
    scheduleDate: null,
    scheduleTime: null,
    interviewee: '',
    address: '',
    latitude: null,
    longitude: null,
    observation: '',
    contacts: [],
  };
}

/** A new contact of a guide. */
export function emptyContact(): GuideContact {
  return {
    id: newClientId(),
    name: '',
    profession: '',
    numbers: [],
    emails: [],
    address: '',
    info: '',
  };
}

/** A guide's contact picked from the address book: a copy that keeps the link (`contactId`). */
export function guideContactOf(contact: Contact): GuideContact {
  return { id: newClientId(), ...guideContactFields(contact) };
}

/** What saving a guide's typed contact to the address book sends (POST /api/contacts). */
export function contactInputOf(contact: GuideContact): ContactInput {
  return {
    name: contact.name,
    profession: contact.profession,
    company: '',
    numbers: contact.numbers.map((n) => ({ ...n, country: null })),
    emails: contact.emails,
    address: contact.address,
    info: contact.info,
    country: null,
    groupIds: [],
    isPrivate: false,
  };
}

/** Header fields of the editor, in screen order. */
export type HeaderField =
  | 'slug'
  | 'date'
  | 'state'
  | 'type'
  | 'branch'
  | 'team'
  | 'cameraman'
  | 'producers'
  | 'reporters'
  | 'editors'
  | 'programs'
  | 'editorials'
  | 'vehicles'
  | 'classification';

/**
 * The header fields the configuration enables (spec 2 §3 "Configuration flags": assignment
 * classification, editors, reporters, editorials, type, vehicles; document branch).
 */
export function headerFieldsFor(
  config: AssignmentConfig,
  documentConfig: DocumentConfig,
): HeaderField[] {
  const fields: (HeaderField | false)[] = [
    config.typeEnabled && 'type',
    'slug',
    'date',
    'state',
    documentConfig.branchEnabled && 'branch',
    'team',
    'cameraman',
    'producers',
    config.reportersEnabled && 'reporters',
    config.editorsEnabled && 'editors',
    'programs',
    config.editorialsEnabled && 'editorials',
    config.vehiclesEnabled && 'vehicles',
    config.classificationEnabled && 'classification',
  ];
  return fields.filter((field): field is HeaderField => field !== false);
}

import type { FieldErrors } from '../../../shared/documentEditor';

export type { FieldErrors };

/**
 * Checks the assignment against the domain schema (spec 2 §5: date required, slug required and
 * at most 100, cameraman at most 60, contacts named, tasks labelled); the parsed body on success.
 */
export function validateAssignment(
  value: EditableAssignment,
  t: TFunction,
): { ok: true; data: AssignmentInput } | { ok: false; errors: FieldErrors } {
  return validateAgainst(assignmentInputSchema, value, t);
}

import type {
  CallState,
  Contact,
  Institution,
  Round,
  RoundCall,
  RoundContact,
  Segment,
  SheetInstitution,
} from '@newsroom/domain';
import type { CallRecord } from './roundCalls.repository';
import type { InstitutionRow, SegmentRow } from './roundRecords.repository';
import type { RoundRow, SheetRoundRow } from './rounds.repository';

/** The rounds' records as the API answers them (also the data of their events). */

export function presentSegment(row: SegmentRow): Segment {
  return { id: row.id, name: row.name, version: row.version };
}

/** An address-book contact as the sheet shows it: its name and numbers as the newsroom reads them. */
export function presentContact(contact: Contact): RoundContact {
  return {
    id: contact.id,
    name: contact.name,
    numbers: contact.numbers.map((number) => number.formatted),
  };
}

/** The contacts of `ids` still shown, in the institution's order. */
export function contactsOf(
  ids: readonly number[],
  shown: ReadonlyMap<number, Contact>,
): RoundContact[] {
  return ids.flatMap((id) => {
    const contact = shown.get(id);
    return contact ? [presentContact(contact)] : [];
  });
}

export function presentInstitution(
  row: InstitutionRow,
  shown: ReadonlyMap<number, Contact>,
): Institution {
  return {
    id: row.id,
    name: row.name,
    segmentId: row.segmentId,
    phone: row.phone,
    contactIds: [...row.contactIds],
    contacts: contactsOf(row.contactIds, shown),
    address: row.address,
    notes: row.notes,
    version: row.version,
  };
}

export function presentRound(row: RoundRow): Round {
  return {
    id: row.id,
    time: row.time,
    institutionId: row.institutionId,
    notes: row.notes,
    enabled: row.enabled,
    version: row.version,
  };
}

/** The institution of a sheet line. */
export function presentSheetInstitution(row: SheetRoundRow): SheetInstitution {
  const { institution } = row;
  return {
    id: institution.id,
    name: institution.name,
    phone: institution.phone,
    address: institution.address,
    segmentId: institution.segmentId,
    segmentName: row.segmentName,
  };
}

export function presentCall(row: CallRecord): RoundCall {
  return {
    roundId: row.roundId,
    date: row.date,
    state: row.state as CallState,
    note: row.note,
    calledById: row.calledById,
    calledByNickname: row.calledByNickname ?? '',
    calledAt: row.calledAt?.toISOString() ?? null,
    assignmentId: row.assignmentId,
    proposalId: row.proposalId,
    version: row.version,
  };
}

import { unsavedCall, type RoundCall, type RoundSheet } from '@newsroom/domain';

/** One line of a test sheet: its round, time and institution; the rest neutral. */
export interface SheetLineFixture {
  roundId: number;
  time: string;
  institution: string;
  segment?: string;
  phone?: string;
  contacts?: { id: number; name: string; numbers: string[] }[];
  call?: Partial<RoundCall>;
}

/** A day sheet of the given lines, calls pending unless said. */
export function sheetOf(date: string, lines: SheetLineFixture[]): RoundSheet {
  return {
    date,
    entries: lines.map((line, index) => ({
      round: {
        id: line.roundId,
        time: line.time,
        institutionId: 100 + index,
        notes: '',
        enabled: true,
        version: 1,
      },
      institution: {
        id: 100 + index,
        name: line.institution,
        phone: line.phone ?? '',
        address: '',
        segmentId: 1,
        segmentName: line.segment ?? 'Polícia',
      },
      contacts: line.contacts ?? [],
      call: { ...unsavedCall(line.roundId, date), ...line.call },
    })),
  };
}

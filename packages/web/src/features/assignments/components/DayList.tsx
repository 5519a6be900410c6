import { useQuery } from '@tanstack/react-query';
import { type Assignment, type DocumentState, foldForMatch } from '@newsroom/domain';
import { DayDocumentList } from '../../../shared/dayList';
import type { DayListSelection } from '../../../shared/documentPage';
import { assignmentKeys, fetchDayAssignments } from '../api/assignmentsApi';
import { useAssignmentPatch } from '../hooks/useAssignmentPatch';
import { namesOf, type AssignmentLookups } from '../hooks/useAssignmentLookups';
import { AssignmentCard } from './AssignmentCard';

/** Props of {@link DayList}. */
export interface DayListProps extends DayListSelection<Assignment> {
  lookups: Pick<AssignmentLookups, 'types' | 'programs'>;
}

/**
 * Whether an assignment matches the filter box: slug, type or programs, accents, case and spaces
 * ignored.
 */
export function matchesFilter(
  assignment: Assignment,
  folded: string,
  lookups: Pick<AssignmentLookups, 'types' | 'programs'>,
): boolean {
  if (!folded) return true;
  const type = lookups.types.find((item) => item.id === assignment.typeId);
  const text = [
    assignment.visible ? assignment.slug : '',
    type?.abbreviation ?? '',
    ...namesOf(assignment.programsIds, lookups.programs),
  ].join(' ');
  return foldForMatch(text).includes(folded);
}

/** The assignments of one day (spec 2 §4), with date navigation, a filter box and state changes. */
export function DayList({
  date,
  today,
  onDateChange,
  lookups,
  selectedId,
  onSelect,
  onNew,
}: DayListProps) {
  const patch = useAssignmentPatch();
  const query = useQuery({
    queryKey: assignmentKeys.day(date),
    queryFn: () => fetchDayAssignments(date),
    meta: { failureKind: 'load' },
  });

  const handleStateChange = (assignment: Assignment, state: DocumentState) =>
    void patch(assignment, 'state', state);

  return (
    <DayDocumentList
      date={date}
      today={today}
      onDateChange={onDateChange}
      namespace="assignment"
      className="nrcs-assignment-list"
      testIdPrefix="assignments"
      onNew={onNew}
      newTestId="assignment-new"
      query={query}
      matches={(item, folded) => matchesFilter(item, folded, lookups)}
      renderItem={(assignment) => (
        <AssignmentCard
          key={assignment.id}
          assignment={assignment}
          lookups={lookups}
          isSelected={assignment.id === selectedId}
          onSelect={onSelect}
          onStateChange={handleStateChange}
        />
      )}
    />
  );
}

/** A date as the rundown calls take it. */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The rundown the screen shows: a date and a program (null when the user has none). */
export interface RundownTarget {
  date: string;
  programId: number | null;
}

/**
 * Which rundown the screen shows for its query: the `date` (the newsroom's today by default) and
 * the `program` when the user may use it, else the first program the user may use. Shared by the
 * page and the prefetch so both ask for the same rundown.
 */
export function rundownTarget(
  params: URLSearchParams,
  programs: readonly { id: number }[] | undefined,
  today: string,
): RundownTarget {
  const programParam = Number(params.get('program'));
  return {
    date: params.get('date') ?? today,
    programId: programs?.some((p) => p.id === programParam)
      ? programParam
      : (programs?.[0]?.id ?? null),
  };
}

/** Whether the target can be checked (a program and a well-formed date). */
export function isCheckable(target: RundownTarget): target is { date: string; programId: number } {
  return target.programId !== null && DATE_PATTERN.test(target.date);
}

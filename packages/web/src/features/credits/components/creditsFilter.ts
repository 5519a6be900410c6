import { foldForMatch, type CreditRow } from '@newsroom/domain';

/** The rows whose name, title or a slug contains the text (accents, case and spaces ignored). */
export function filterCredits(rows: readonly CreditRow[], text: string): CreditRow[] {
  const wanted = foldForMatch(text);
  if (wanted === '') return [...rows];
  return rows.filter((row) =>
    [row.name, row.title, ...row.usages.map((usage) => usage.slug)].some((value) =>
      foldForMatch(value).includes(wanted),
    ),
  );
}

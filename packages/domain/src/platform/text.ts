/** A blank string means empty after trimming (spec 1 §5). */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Folds accents and case so "São" matches "sao" (select filtering, spec 2 §5). */
export function foldForMatch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

/** The error screens that exist (spec 1 §2). */
export const ERROR_PAGE_CODES = [403, 404, 500] as const;
/** One of the error screens. */
export type ErrorPageCode = (typeof ERROR_PAGE_CODES)[number];

/** The screen for a status: 403 and 404 as such, anything else 500 (unknown codes show 500). */
export function errorPageCode(code: number | string | null | undefined): ErrorPageCode {
  const numeric = Number(code);
  return (ERROR_PAGE_CODES as readonly number[]).includes(numeric)
    ? (numeric as ErrorPageCode)
    : 500;
}

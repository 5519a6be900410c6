/** The calendar date `YYYY-MM-DD` of an instant on this computer's clock (the schedule's default day). */
export function localDateString(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

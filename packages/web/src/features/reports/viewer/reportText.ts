import type { Report } from '@newsroom/domain';

/** A report as plain text for the clipboard: its title, then its text. */
export function reportText(report: Pick<Report, 'title' | 'text'>): string {
  return [report.title, report.text]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n');
}

import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addDaysToDate, scheduleDateSchema } from '@newsroom/domain';
import { PrintedDocument, type PrintPageProps } from '../../../shared/documents/PrintedDocument';
import { currentLocale, formatDateTime } from '../../../shared/i18n';
import { fetchTeamGrid, teamGridKey } from '../api/teamGridApi';
import { displayDay } from '../grid/gridDates';
import { TeamGridLegend } from '../grid/TeamGridLegend';
import { TeamGridTable } from '../grid/TeamGridTable';
import '../teams.css';

/** The week a print link names: `{ from }`, the first day; null when it names none. */
function printedWeek(params: Record<string, unknown>): { from: string; to: string } | null {
  const parsed = scheduleDateSchema.safeParse(params.from);
  return parsed.success ? { from: parsed.data, to: addDaysToDate(parsed.data, 6) } : null;
}

/** The team grid of a week for paper (print type `teamGrid`, options `{ from }`). */
export function TeamGridPrint({ params }: PrintPageProps) {
  const { t } = useTranslation('team');
  const locale = currentLocale();
  const week = printedWeek(params);
  return (
    <PrintedDocument
      namespace="team"
      query={
        week && {
          queryKey: teamGridKey(week.from, week.to),
          queryFn: () => fetchTeamGrid(week.from, week.to),
        }
      }
      slugOf={(grid) => displayDay(grid.from, locale)}
      notFoundTestId="team-grid-print-failed"
    >
      {(grid) => (
        <div data-testid="team-grid-print-page">
          <Typography.Title level={3}>{t('grid.title')}</Typography.Title>
          <Typography.Paragraph type="secondary">
            {t('print.summary', {
              from: displayDay(grid.from, locale),
              to: displayDay(grid.to, locale),
              at: formatDateTime(new Date(), locale),
            })}
          </Typography.Paragraph>
          <TeamGridLegend />
          <TeamGridTable grid={grid} locale={locale} />
        </div>
      )}
    </PrintedDocument>
  );
}

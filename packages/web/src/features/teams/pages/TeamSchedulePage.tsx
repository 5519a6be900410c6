import { useState } from 'react';
import { Alert, Button, Card, Drawer, Flex, Input, Space, Tooltip, Typography } from 'antd';
import { FilePdfOutlined, LeftOutlined, PrinterOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  addDaysToDate,
  hasRoles,
  roleName,
  weekStartOf,
  WEEK_FIRST_DAY,
  type TeamGridRow,
} from '@newsroom/domain';
import { useDayParam } from '../../../shared/dayList';
import { isIsoDate } from '../../../shared/dates';
import { isLocale } from '../../../shared/i18n';
import { usePrintOptions } from '../../../shared/print';
import { useTopic } from '../../../shared/realtime';
import { useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import {
  fetchTeamGrid,
  TEAM_GRID_PDF_PATH,
  TEAM_GRID_PREFIX,
  teamGridKey,
} from '../api/teamGridApi';
import { TeamSchedulePanel } from '../components/TeamSchedulePanel';
import { displayDay } from '../grid/gridDates';
import { TeamGridLegend } from '../grid/TeamGridLegend';
import { TeamGridTable } from '../grid/TeamGridTable';
import '../teams.css';

/**
 * The team schedule area (`/main?area=teamSchedule`, spec 1 §1): the week's grid of teams and
 * days, the week starting on the language's first day; the week moves by buttons or a date. Team
 * writers open a cell to change that day in the team's schedule panel. Live on `/topic/teams`;
 * printed on paper or downloaded as the server's PDF ("team grid").
 */
export function TeamSchedulePage() {
  const { t, i18n } = useTranslation('team');
  const locale = isLocale(i18n.language) ? i18n.language : 'pt_BR';
  const { me } = useAuth();
  const roles = me?.roles ?? [];
  const canRead = hasRoles(roles, [roleName('team', 'read')]);
  const canEdit = hasRoles(roles, [roleName('team', 'write')]);
  const branch = useBranchConfig();
  const { date, today, setDate } = useDayParam(branch.data?.timeZone, true);
  const queryClient = useQueryClient();
  const from = weekStartOf(date, WEEK_FIRST_DAY[locale]);
  const to = addDaysToDate(from, 6);
  const [editing, setEditing] = useState<{ row: TeamGridRow; date: string } | null>(null);
  const printOptions = usePrintOptions();
  const grid = useQuery({
    queryKey: teamGridKey(from, to),
    queryFn: () => fetchTeamGrid(from, to),
    enabled: canRead,
    meta: { failureKind: 'load' },
  });

  // A team or a schedule change saved anywhere reloads the grids shown.
  useTopic('teams', () => void queryClient.invalidateQueries({ queryKey: TEAM_GRID_PREFIX }));

  if (!canRead)
    return (
      <Alert type="warning" showIcon title={t('noAccess')} data-testid="team-schedule-no-access" />
    );

  // The print page follows the chosen size; the PDF is a table of fixed size, so only its language.
  const handlePrint = () => printOptions.print('teamGrid', { from }, ['fontSize']);
  const handlePdf = () => printOptions.pdf(TEAM_GRID_PDF_PATH, [], { from, to });
  const isThisWeek = from === weekStartOf(today, WEEK_FIRST_DAY[locale]);

  return (
    <Card title={t('grid.title')} data-testid="team-schedule-page">
      <Flex vertical gap="middle">
        <Flex gap="small" wrap align="center" justify="space-between">
          <Space wrap>
            <Tooltip title={t('grid.previousWeek')}>
              <Button
                icon={<LeftOutlined />}
                aria-label={t('grid.previousWeek')}
                onClick={() => setDate(addDaysToDate(from, -7))}
                data-testid="team-grid-previous"
              />
            </Tooltip>
            <Button
              onClick={() => setDate(today)}
              disabled={isThisWeek}
              data-testid="team-grid-this-week"
            >
              {t('grid.thisWeek')}
            </Button>
            <Tooltip title={t('grid.nextWeek')}>
              <Button
                icon={<RightOutlined />}
                aria-label={t('grid.nextWeek')}
                onClick={() => setDate(addDaysToDate(from, 7))}
                data-testid="team-grid-next"
              />
            </Tooltip>
            <Input
              type="date"
              value={date}
              aria-label={t('grid.date')}
              onChange={(event) => {
                if (isIsoDate(event.target.value)) setDate(event.target.value);
              }}
              className="nrcs-team-date"
              data-testid="team-grid-date"
            />
            <Typography.Text data-testid="team-grid-week">
              {t('grid.weekOf', {
                from: displayDay(from, locale),
                to: displayDay(to, locale),
              })}
            </Typography.Text>
          </Space>
          <Space wrap>
            <Button icon={<PrinterOutlined />} onClick={handlePrint} data-testid="team-grid-print">
              {t('grid.print')}
            </Button>
            <Button icon={<FilePdfOutlined />} onClick={handlePdf} data-testid="team-grid-pdf">
              {t('grid.pdf')}
            </Button>
          </Space>
        </Flex>
        <TeamGridLegend />
        {grid.isError && <Alert type="error" showIcon title={t('grid.loadFailed')} />}
        <TeamGridTable
          grid={grid.data}
          locale={locale}
          isLoading={grid.isFetching}
          onEditCell={canEdit ? (row, day) => setEditing({ row, date: day }) : undefined}
        />
      </Flex>
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('grid.editTitle', { team: editing.row.name }) : ''}
        size={640}
        destroyOnHidden
        data-testid="team-grid-editor"
      >
        {editing && (
          <TeamSchedulePanel
            key={`${editing.row.teamId}:${editing.date}`}
            teamId={editing.row.teamId}
            canEdit={canEdit}
            initialDate={editing.date}
          />
        )}
      </Drawer>
      {printOptions.dialog}
    </Card>
  );
}

import { Alert, Button, Card, Empty, Flex, Space, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasRoles, roleName } from '@newsroom/domain';
import { DayNavigator, useDayParam } from '../../../shared/dayList';
import { usePrintOptions } from '../../../shared/print';
import { useTopic } from '../../../shared/realtime';
import { useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { ProgramPicker, useAccessiblePrograms } from '../../programs';
import { SCRIPTS_PREFIX, fetchScripts, scriptsKey } from '../api/scriptsApi';
import { ScriptBookView } from '../components/ScriptBookView';

const PROGRAM_PARAM = 'program';

/**
 * The scripts area (`/main?area=scripts`, spec 1 §1): for a day (today by default) and one of the
 * caller's programs, every story of its rundown in running order with what is read on air, the
 * joined reportage scripts, and "Print" with the script book's print options.
 */
export function ScriptsPage() {
  const { t } = useTranslation('scripts');
  const { me } = useAuth();
  const branch = useBranchConfig();
  const { date, today, setDate } = useDayParam(branch.data?.timeZone, true);
  const [params, setParams] = useSearchParams();
  const programs = useAccessiblePrograms();
  const asked = Number(params.get(PROGRAM_PARAM));
  const programId = programs.data?.some((p) => p.id === asked) ? asked : programs.data?.[0]?.id;
  const printOptions = usePrintOptions();
  const canRead = hasRoles(me?.roles ?? [], [roleName('story', 'read')]);
  const queryClient = useQueryClient();
  const book = useQuery({
    queryKey: scriptsKey(date, programId ?? 0),
    queryFn: () => fetchScripts(date, programId!),
    enabled: canRead && programId !== undefined,
    meta: { failureKind: 'load' },
  });
  // Stories, rundowns and reportages change the book as they are written.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: SCRIPTS_PREFIX });
  useTopic('stories', refresh);
  useTopic('rundowns', refresh);
  useTopic('blocks', refresh);
  useTopic('news_reports', refresh);

  if (!canRead)
    return <Alert type="warning" showIcon title={t('noAccess')} data-testid="scripts-no-access" />;

  const handleProgram = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PROGRAM_PARAM, String(id));
        return next;
      },
      { replace: true },
    );
  const handlePrint = () =>
    printOptions.print('scripts', { date, programId }, ['columns', 'fontSize']);

  return (
    <Card title={t('title')} data-testid="scripts-page">
      <Flex vertical gap="middle">
        <Space wrap>
          <DayNavigator
            date={date}
            today={today}
            onDateChange={setDate}
            namespace="scripts"
            testIdPrefix="scripts"
          />
          <ProgramPicker
            programs={programs}
            label={t('fields.program')}
            value={programId}
            onChange={(id) => id !== undefined && handleProgram(id)}
            testId="scripts-program"
          />
          <Button
            icon={<PrinterOutlined />}
            disabled={!book.data?.rundowns.length}
            onClick={handlePrint}
            data-testid="scripts-print"
          >
            {t('print.button')}
          </Button>
        </Space>
        {book.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
        {programId === undefined && !programs.isLoading && (
          <Empty description={t('choosePrograms')} />
        )}
        {book.isLoading && <Spin />}
        {book.data && <ScriptBookView book={book.data} isTwoColumns={false} />}
      </Flex>
      {printOptions.dialog}
    </Card>
  );
}

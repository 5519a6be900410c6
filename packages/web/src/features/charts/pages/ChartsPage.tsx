import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Empty, Flex, Select, Space, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  addDaysToDate,
  CHART_LIMITS,
  hasRoles,
  newsroomToday,
  roleName,
  type ChartQuery,
} from '@newsroom/domain';
import { currentLocale, PICKER_DATE_FORMATS } from '../../../shared/i18n';
import { usePickerLocale } from '../../../shared/i18n/pickerLocale';
import { useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { ProgramPicker, useAccessiblePrograms } from '../../programs';
import { ACTIVE_USER_OPTIONS_KEY, fetchActiveUserOptions } from '../../users';
import { chartsCsvUrl, chartsKey, fetchCharts } from '../api/chartsApi';
import { ChartsGrid } from '../components/ChartsGrid';
import { ChartsSummary } from '../components/ChartsSummary';

/** Days the dashboard opens with, today included. */
const DEFAULT_DAYS = 30;

/**
 * The managerial charts (`/main?area=managerialCharts`, spec 1 §1, issue 23): for a range of
 * newsroom days (the last 30 by default), one program and one person when chosen, the totals and
 * the charts of what the newsroom produced and aired, and the same figures as a CSV download.
 */
export function ChartsPage() {
  const { t } = useTranslation('charts');
  const locale = currentLocale();
  usePickerLocale(locale);
  const { me } = useAuth();
  const branch = useBranchConfig();
  const today = newsroomToday(branch.data?.timeZone, new Date());
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [programId, setProgramId] = useState<number | undefined>(undefined);
  const [userId, setUserId] = useState<number | undefined>(undefined);
  const canRead = hasRoles(me?.roles ?? [], [roleName('chart', 'read')]);
  const programs = useAccessiblePrograms();
  const people = useQuery({
    queryKey: ACTIVE_USER_OPTIONS_KEY,
    queryFn: fetchActiveUserOptions,
    enabled: canRead,
  });
  const query: ChartQuery = {
    ...(range ?? { from: addDaysToDate(today, 1 - DEFAULT_DAYS), to: today }),
    programId,
    userId,
  };
  const charts = useQuery({
    queryKey: chartsKey(query),
    queryFn: () => fetchCharts(query),
    enabled: canRead,
    meta: { failureKind: 'load' },
  });

  if (!canRead)
    return <Alert type="warning" showIcon title={t('noAccess')} data-testid="charts-no-access" />;

  return (
    <Card title={t('title')} data-testid="charts-page">
      <Flex vertical gap="middle">
        <Space wrap>
          <DatePicker.RangePicker
            value={[dayjs(query.from), dayjs(query.to)]}
            format={PICKER_DATE_FORMATS[locale]}
            allowClear={false}
            aria-label={t('fields.range')}
            disabledDate={(day, info) =>
              info.from !== undefined &&
              Math.abs(day.diff(info.from, 'day')) >= CHART_LIMITS.rangeDays
            }
            onChange={(values) => {
              const [from, to] = values ?? [];
              if (from && to)
                setRange({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
            }}
            data-testid="charts-range"
          />
          <ProgramPicker
            programs={programs}
            allowClear
            label={t('fields.program')}
            placeholder={t('fields.allPrograms')}
            value={programId}
            onChange={setProgramId}
            testId="charts-program"
          />
          <Select<number>
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 220 }}
            placeholder={t('fields.everyone')}
            aria-label={t('fields.person')}
            loading={people.isLoading}
            value={userId}
            options={(people.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            onChange={setUserId}
            data-testid="charts-person"
          />
          <Button
            icon={<DownloadOutlined />}
            href={chartsCsvUrl(query, locale)}
            download
            data-testid="charts-csv"
          >
            {t('exportCsv')}
          </Button>
        </Space>
        {charts.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
        {charts.data ? (
          <>
            <ChartsSummary charts={charts.data} locale={locale} />
            <ChartsGrid charts={charts.data} locale={locale} />
          </>
        ) : charts.isLoading ? (
          <Spin />
        ) : (
          <Empty />
        )}
        {userId !== undefined && <Alert type="info" showIcon title={t('personNote')} />}
      </Flex>
    </Card>
  );
}

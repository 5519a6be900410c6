import { useState } from 'react';
import { Alert, Card, Empty, Flex, Input, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasRoles, roleName, type CreditRow } from '@newsroom/domain';
import { DayNavigator, useDayParam } from '../../../shared/dayList';
import { notifyFailure, notifySuccess } from '../../../shared/notifications';
import { useTopic } from '../../../shared/realtime';
import { useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { ProgramPicker, useAccessiblePrograms } from '../../programs';
import { CREDITS_PREFIX, creditsKey, fetchCredits, sendCredit } from '../api/creditsApi';
import { CreditsTable } from '../components/CreditsTable';
import { filterCredits } from '../components/creditsFilter';

/**
 * The credits list area (`/main?area=creditsList`, spec 1 §1): for a day and a program, the people
 * named in its stories' and reportages' credit CGs (one row each, where used), filtered as one
 * types; a row's credit goes again to the program's character generator, the button disabled with
 * the reason when it cannot (no device, device off, no rundown write).
 */
export function CreditsListPage() {
  const { t } = useTranslation('credits');
  const { me } = useAuth();
  const branch = useBranchConfig();
  const { date, today, setDate } = useDayParam(branch.data?.timeZone, true);
  const programs = useAccessiblePrograms();
  const [chosenProgram, setChosenProgram] = useState<number | undefined>(undefined);
  const programId = chosenProgram ?? programs.data?.[0]?.id;
  const [text, setText] = useState('');
  const roles = me?.roles ?? [];
  const canRead =
    hasRoles(roles, [roleName('story', 'read')]) ||
    hasRoles(roles, [roleName('news_report', 'read')]);
  const canSend = hasRoles(roles, [roleName('rundown', 'write')]);
  const queryClient = useQueryClient();
  const credits = useQuery({
    queryKey: creditsKey(date, programId ?? 0),
    queryFn: () => fetchCredits(date, programId!),
    enabled: canRead && programId !== undefined,
    meta: { failureKind: 'load' },
  });
  // A story or reportage saved anywhere may change the day's credits.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CREDITS_PREFIX });
  useTopic('stories', refresh);
  useTopic('news_reports', refresh);
  const send = useMutation({
    mutationFn: (row: CreditRow) => sendCredit({ date, programId: programId!, cgUuid: row.cgUuid }),
    meta: { isSilent: true },
    onSuccess: (result) => notifySuccess(t('sent', { devices: result.devices.join(', ') })),
    onError: (error) => notifyFailure(error, 'actionFailed'),
  });

  if (!canRead)
    return <Alert type="warning" showIcon title={t('noAccess')} data-testid="credits-no-access" />;

  const rows = filterCredits(credits.data?.rows ?? [], text);
  const device = credits.data?.device;
  // No role to send says so even when a device could take it.
  const blockedBy = canSend ? (device?.blockedBy ?? null) : 'noRole';

  return (
    <Card title={t('title')} data-testid="credits-page">
      <Flex vertical gap="middle">
        <Space wrap>
          <DayNavigator
            date={date}
            today={today}
            onDateChange={setDate}
            namespace="credits"
            testIdPrefix="credits"
          />
          <ProgramPicker
            programs={programs}
            label={t('fields.program')}
            value={programId}
            onChange={setChosenProgram}
            testId="credits-program"
          />
          <Input.Search
            allowClear
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('fields.filter')}
            aria-label={t('fields.filter')}
            style={{ width: 280 }}
            data-testid="credits-filter"
          />
        </Space>
        {device?.name && (
          <Typography.Text type="secondary" data-testid="credits-device">
            {t('device', { name: device.name })}
          </Typography.Text>
        )}
        {credits.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
        {programId === undefined && !programs.isLoading ? (
          <Empty description={t('choosePrograms')} />
        ) : (
          <CreditsTable
            rows={rows}
            isLoading={credits.isFetching}
            blockedBy={blockedBy}
            sendingKey={send.isPending ? (send.variables?.key ?? null) : null}
            onSend={(row) => send.mutate(row)}
            emptyText={text.trim() && credits.data?.rows.length ? t('noMatch') : t('empty')}
          />
        )}
        {credits.data && (
          <Typography.Text type="secondary" data-testid="credits-count">
            {t('count', { count: rows.length })}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

import { useState } from 'react';
import { Button, Card, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  hasRoles,
  MAX_READ_WPM,
  MIN_READ_WPM,
  roleName,
  type PresenterRate,
} from '@newsroom/domain';
import { currentLocale, formatDateTime, languageTag } from '../../../shared/i18n';
import { useMessage } from '../../../shared/notifications';
import { useAuth } from '../../auth';
import {
  acceptRateSuggestion,
  fetchPresenterRates,
  PRESENTER_RATES_KEY,
  savePresenterRate,
} from '../api/presenterRatesApi';

/**
 * Presenter read rates (`/main?area=presenterRates`, issue 26): each presenter's words per minute
 * (empty = the reporter default), the rate the grid uses, and the rate the last aired show
 * measured, which an editor of rundowns may accept.
 */
export function PresenterRatesPage() {
  const { t } = useTranslation('rundown');
  const locale = currentLocale();
  const numbers = new Intl.NumberFormat(languageTag(locale));
  const message = useMessage();
  const queryClient = useQueryClient();
  const { me } = useAuth();
  const canEdit = hasRoles(me?.roles ?? [], [roleName('rundown', 'write')]);
  const [drafts, setDrafts] = useState<Record<number, number | null>>({});
  const rates = useQuery({
    queryKey: PRESENTER_RATES_KEY,
    queryFn: fetchPresenterRates,
    meta: { failureKind: 'load' },
  });
  const saved = () => {
    void queryClient.invalidateQueries({ queryKey: PRESENTER_RATES_KEY });
    void message.success(t('readRates.saved'));
  };
  const save = useMutation({
    mutationFn: ({ userId, wpm }: { userId: number; wpm: number | null }) =>
      savePresenterRate(userId, wpm),
    meta: { failureKind: 'update' },
    onSuccess: (_answer, { userId }) => {
      setDrafts(({ [userId]: _done, ...rest }) => rest);
      saved();
    },
  });
  const accept = useMutation({
    mutationFn: acceptRateSuggestion,
    meta: { failureKind: 'actionFailed' },
    onSuccess: saved,
  });
  const wpmText = (wpm: number) => t('readRates.wpm', { wpm: numbers.format(wpm) });

  return (
    <Card title={t('readRates.title')} data-testid="presenter-rates-page">
      <Typography.Paragraph type="secondary">
        {t('readRates.help', { wpm: numbers.format(rates.data?.defaultWpm ?? 0) })}
      </Typography.Paragraph>
      <Table<PresenterRate>
        rowKey="userId"
        size="small"
        loading={rates.isLoading}
        pagination={false}
        dataSource={rates.data?.presenters ?? []}
        columns={[
          { key: 'name', title: t('readRates.presenter'), dataIndex: 'name' },
          {
            key: 'wpm',
            title: t('readRates.own'),
            render: (_value, row) => {
              const draft = row.userId in drafts ? drafts[row.userId] : row.wpm;
              return (
                <Space>
                  <InputNumber<number>
                    min={MIN_READ_WPM}
                    max={MAX_READ_WPM}
                    precision={0}
                    value={draft ?? null}
                    disabled={!canEdit}
                    placeholder={numbers.format(row.effectiveWpm)}
                    aria-label={t('readRates.own')}
                    data-testid={`rate-input-${row.userId}`}
                    onChange={(value) => setDrafts((all) => ({ ...all, [row.userId]: value }))}
                  />
                  {canEdit && row.userId in drafts ? (
                    <Button
                      size="small"
                      type="primary"
                      loading={save.isPending}
                      data-testid={`rate-save-${row.userId}`}
                      onClick={() => save.mutate({ userId: row.userId, wpm: draft ?? null })}
                    >
                      {t('readRates.save')}
                    </Button>
                  ) : null}
                </Space>
              );
            },
          },
          {
            key: 'effective',
            title: t('readRates.effective'),
            render: (_value, row) => (
              <span data-testid={`rate-effective-${row.userId}`}>
                {wpmText(row.effectiveWpm)}
                {row.wpm === null ? (
                  <Tag style={{ marginInlineStart: 8 }}>{t('readRates.default')}</Tag>
                ) : null}
              </span>
            ),
          },
          {
            key: 'suggestion',
            title: t('readRates.suggested'),
            render: (_value, row) =>
              row.suggestion ? (
                <Space data-testid={`rate-suggestion-${row.userId}`}>
                  <span>
                    {wpmText(row.suggestion.wpm)}{' '}
                    <Typography.Text type="secondary">
                      {t('readRates.sample', {
                        stories: row.suggestion.stories,
                        words: numbers.format(row.suggestion.words),
                        at: formatDateTime(new Date(row.suggestion.measuredAt), locale),
                      })}
                    </Typography.Text>
                  </span>
                  {canEdit ? (
                    <Button
                      size="small"
                      icon={<CheckOutlined />}
                      loading={accept.isPending}
                      data-testid={`rate-accept-${row.userId}`}
                      onClick={() => accept.mutate(row.userId)}
                    >
                      {t('readRates.accept')}
                    </Button>
                  ) : null}
                </Space>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Card>
  );
}

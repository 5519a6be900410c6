import type { ReactNode } from 'react';
import { Card, Empty, Space, Tag, Typography } from 'antd';
import { CheckCircleTwoTone } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_STATES, formatMmss, type DocumentState, type NewsReport } from '@newsroom/domain';
import { displayDate } from '../../../shared/dates';

/** Props of {@link NewsReportBoard}. */
export interface NewsReportBoardProps {
  rows: readonly NewsReport[];
  /** The reporter's nickname of a news report. */
  reporterOf: (newsReport: NewsReport) => string;
  onOpen: (newsReport: NewsReport) => void;
  /** The actions of a card. */
  renderActions: (newsReport: NewsReport) => ReactNode;
}

/** The board view of the news reports: one column per document state (spec 1 §4). */
export function NewsReportBoard({ rows, reporterOf, onOpen, renderActions }: NewsReportBoardProps) {
  const { t } = useTranslation('newsReport');
  const byState = (state: DocumentState) => rows.filter((row) => row.state === state);
  return (
    <div
      className="nrcs-news-report-board"
      data-testid="news-reports-board"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${DOCUMENT_STATES.length}, minmax(180px, 1fr))`,
        gap: 8,
        overflowX: 'auto',
      }}
    >
      {DOCUMENT_STATES.map((state) => {
        const cards = byState(state);
        return (
          <div key={state} data-testid="news-report-board-column" data-state={state}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t(`assignment:states.${state}`)} <Tag>{cards.length}</Tag>
            </Typography.Title>
            <Space orientation="vertical" size={6} style={{ width: '100%' }}>
              {cards.length === 0 && (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />
              )}
              {cards.map((row) => (
                <Card
                  key={row.id}
                  size="small"
                  data-testid="news-report-board-card"
                  data-id={row.id}
                  onDoubleClick={() => row.visible && onOpen(row)}
                  title={
                    <Space size={4}>
                      {row.ok && (
                        <CheckCircleTwoTone
                          twoToneColor="#52c41a"
                          aria-label={t('list.approved')}
                        />
                      )}
                      <span>{row.visible ? row.slug : t('list.private')}</span>
                    </Space>
                  }
                >
                  <Typography.Text type="secondary">
                    {displayDate(row.date)} · {reporterOf(row) || '—'} · {formatMmss(row.totalMs)}
                  </Typography.Text>
                  <div>{renderActions(row)}</div>
                </Card>
              ))}
            </Space>
          </div>
        );
      })}
    </div>
  );
}

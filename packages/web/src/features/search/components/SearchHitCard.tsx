import type { KeyboardEvent } from 'react';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SearchHit } from '@newsroom/domain';
import { displayDate } from '../../../shared/dates';
import { SEARCH_KIND_COLOURS, Snippet } from '../../../shared/search';

/** Props of {@link SearchHitCard}. */
export interface SearchHitCardProps {
  hit: SearchHit;
  /** Names of the hit's programs. */
  programNames: string[];
  isSelected: boolean;
  onOpen: (hit: SearchHit) => void;
}

/** One hit: kind tag, title, date, programs and the highlighted snippet; opens the viewer. */
export function SearchHitCard({ hit, programNames, isSelected, onOpen }: SearchHitCardProps) {
  const { t } = useTranslation('search');
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(hit);
  };
  return (
    <Card
      size="small"
      hoverable
      role="button"
      tabIndex={0}
      aria-pressed={isSelected}
      onClick={() => onOpen(hit)}
      onKeyDown={handleKeyDown}
      data-testid="search-hit"
      data-kind={hit.kind}
      data-id={hit.id}
    >
      <Flex vertical gap={4}>
        <Flex gap="small" align="center" wrap>
          <Tag color={SEARCH_KIND_COLOURS[hit.kind]} data-testid="search-hit-kind">
            {t(`kinds.${hit.kind}`)}
          </Tag>
          <Typography.Text strong data-testid="search-hit-title">
            {hit.title.trim() || t('results.untitled')}
          </Typography.Text>
          {hit.date && (
            <Typography.Text type="secondary" data-testid="search-hit-date">
              {displayDate(hit.date)}
            </Typography.Text>
          )}
          {programNames.length > 0 && (
            <Typography.Text type="secondary" data-testid="search-hit-programs">
              {programNames.join(', ')}
            </Typography.Text>
          )}
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          <Snippet snippet={hit.snippet} testId="search-hit-snippet" markTestId="search-hit-mark" />
        </Typography.Paragraph>
      </Flex>
    </Card>
  );
}

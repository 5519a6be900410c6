import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMmss, type StoryTimes } from '@newsroom/domain';

const PARTS = [
  { key: 'headMs', label: 'totals.head', testId: 'story-head' },
  { key: 'linkMs', label: 'totals.link', testId: 'story-link' },
  { key: 'vtMs', label: 'totals.vt', testId: 'story-vt' },
  { key: 'voMs', label: 'totals.vo', testId: 'story-vo' },
  { key: 'footerMs', label: 'totals.footer', testId: 'story-footer' },
  { key: 'totalMs', label: 'totals.total', testId: 'story-total' },
] as const;

function Part({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Flex vertical align="center">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Typography.Text>
    </Flex>
  );
}

/** The story's live durations: head, link, VT, VO (off), footer and total, as `mm:ss`. */
export function StoryTotals({ times, estimatedMs }: { times: StoryTimes; estimatedMs: number }) {
  const { t } = useTranslation('storyEditor');
  return (
    <Flex gap="large" wrap data-testid="story-totals">
      {PARTS.map((part) => (
        <Part
          key={part.key}
          label={t(part.label)}
          value={formatMmss(times[part.key])}
          testId={part.testId}
        />
      ))}
      <Part label={t('totals.estimated')} value={formatMmss(estimatedMs)} />
    </Flex>
  );
}

import type { ReactElement } from 'react';
import { Card } from 'antd';
import { ResponsiveContainer } from 'recharts';

/** Props of {@link ChartCard}. */
export interface ChartCardProps {
  title: string;
  testId: string;
  children: ReactElement;
}

const HEIGHT = 260;

/**
 * One chart in a card, as wide as the card and of a fixed height.
 */
export function ChartCard({ title, testId, children }: ChartCardProps) {
  return (
    <Card size="small" title={title} data-testid={testId}>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        {children}
      </ResponsiveContainer>
    </Card>
  );
}

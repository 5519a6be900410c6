import type { ReactNode } from 'react';
import { Card, Space, type CardProps } from 'antd';

/** Props of {@link DocumentViewerCard}. */
export interface DocumentViewerCardProps {
  /** The card's test id; the document id goes to `data-id`. */
  testId: string;
  documentId: number;
  title?: ReactNode;
  /** The buttons in the card's corner; none in previews. */
  actions?: ReactNode;
  /** Small for a document, default for the bare 'private' card. */
  size?: CardProps['size'];
  /** More `data-*` attributes, such as a status. */
  dataAttributes?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/** The shell every document viewer fills: a card with title, action buttons and body. */
export function DocumentViewerCard({
  testId,
  documentId,
  title,
  actions,
  size = 'small',
  dataAttributes,
  children,
}: DocumentViewerCardProps) {
  return (
    <Card
      size={size}
      data-testid={testId}
      data-id={documentId}
      {...dataAttributes}
      title={title}
      extra={
        actions && (
          <Space size={4} wrap>
            {actions}
          </Space>
        )
      }
    >
      {children}
    </Card>
  );
}

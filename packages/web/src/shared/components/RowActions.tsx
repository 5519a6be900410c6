import type { ReactNode } from 'react';
import { Space } from 'antd';

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * The action buttons of a list row or board card: clicks and double clicks on them stay theirs
 * (the row's own click selects, its double click opens).
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Space size={2} onClick={stop} onDoubleClick={stop}>
      {children}
    </Space>
  );
}

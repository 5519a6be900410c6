import type { ReactNode } from 'react';
import { Col, Empty, Row } from 'antd';

/** Props of {@link ListWithViewer}. */
export interface ListWithViewerProps {
  list: ReactNode;
  /** The selected document's viewer; null shows `none`. */
  viewer: ReactNode | null;
  none: string;
}

/** A list tab: the list on the left, the selected document (or that there is none) beside it. */
export function ListWithViewer({ list, viewer, none }: ListWithViewerProps) {
  return (
    <Row gutter={16}>
      <Col xs={24} lg={9}>
        {list}
      </Col>
      <Col xs={24} lg={15}>
        {viewer ?? <Empty description={none} />}
      </Col>
    </Row>
  );
}

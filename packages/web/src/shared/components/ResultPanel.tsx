import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';
import { InfoCircleFilled } from '@ant-design/icons';

/** Props of {@link ResultPanel}; `data-*` attributes go to its outer element. */
export interface ResultPanelProps {
  [attribute: `data-${string}`]: string | undefined;
  /** Shown large above the title; the info sign when left out. */
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  /** Actions under the texts. */
  extra?: ReactNode;
}

/**
 * A centred icon, title and hint in the look of antd's `Result` with an info status. antd's own
 * carries its 403/404/500 illustrations and styles (~10 KiB gzip) into every route that shows one; the
 * screens on the start-up path (home, rundown, viewer drawer) use this instead.
 */
export function ResultPanel({ icon, title, subTitle, extra, ...attributes }: ResultPanelProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      gap={token.marginXS}
      style={{ padding: `${token.paddingXL}px ${token.paddingLG}px`, textAlign: 'center' }}
      {...attributes}
    >
      <span style={{ fontSize: 72, lineHeight: 1, color: token.colorInfo }}>
        {icon ?? <InfoCircleFilled />}
      </span>
      <div
        style={{
          marginTop: token.marginLG,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          color: token.colorTextHeading,
        }}
      >
        {title}
      </div>
      {subTitle ? <div style={{ color: token.colorTextDescription }}>{subTitle}</div> : null}
      {extra ? <div style={{ marginTop: token.marginLG }}>{extra}</div> : null}
    </Flex>
  );
}

import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { AreaMenu, type AreaMenuProps } from './AreaMenu';

/** Props of {@link AreaLayout}: the menu's, with the open area and its content. */
export interface AreaLayoutProps<K extends string> extends Omit<AreaMenuProps<K>, 'selected'> {
  /** data-testid of the layout. */
  testId: string;
  /** The open area, if any. */
  area: { key: K } | null;
  children: ReactNode;
}

/** A page of areas: the area menu at the side (collapsing on small screens), the open area beside. */
export function AreaLayout<K extends string>({
  testId,
  area,
  children,
  ...menu
}: AreaLayoutProps<K>) {
  return (
    <Layout className="nrcs-area" data-testid={testId} data-area={area?.key ?? ''}>
      <Layout.Sider width={240} breakpoint="lg" collapsedWidth={0} className="nrcs-area__sider">
        <AreaMenu {...menu} selected={area?.key ?? null} />
      </Layout.Sider>
      <Layout.Content className="nrcs-area__content">{children}</Layout.Content>
    </Layout>
  );
}

import { createElement } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuArea } from './menuArea';

/** Props of {@link AreaMenu}. */
export interface AreaMenuProps<K extends string> {
  areas: readonly MenuArea<K>[];
  /** The open area, if any. */
  selected: K | null;
  /** Message-key prefix of the labels, e.g. `menu:areas`. */
  labelPrefix: string;
  /** Accessible name of the menu. */
  ariaLabel: string;
  onSelect: (key: K) => void;
}

/** A vertical menu of areas; each label carries `data-testid="menu-<key>"` for tests. */
export function AreaMenu<K extends string>({
  areas,
  selected,
  labelPrefix,
  ariaLabel,
  onSelect,
}: AreaMenuProps<K>) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = areas.map((area) => ({
    key: area.key,
    icon: createElement(area.icon),
    label: <span data-testid={`menu-${area.key}`}>{t(`${labelPrefix}.${area.key}`)}</span>,
  }));
  const handleClick: MenuProps['onClick'] = ({ key }) => {
    const area = areas.find((candidate) => candidate.key === key);
    if (area) onSelect(area.key);
  };
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      onClick={handleClick}
      aria-label={ariaLabel}
      className="nrcs-area-menu"
    />
  );
}

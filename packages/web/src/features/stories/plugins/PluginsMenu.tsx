import { Button, Dropdown } from 'antd';
import { AppstoreAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DevicePluginEntry } from '@newsroom/domain';

/** Props of {@link PluginsMenu}. */
export interface PluginsMenuProps {
  plugins: readonly DevicePluginEntry[];
  onOpen: (plugin: DevicePluginEntry) => void;
}

/** "Plugins": the devices whose HTML plug-in the editor can open (hidden when there is none). */
export function PluginsMenu({ plugins, onOpen }: PluginsMenuProps) {
  const { t } = useTranslation('mosPlugin');
  if (plugins.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: plugins.map((plugin) => ({
          key: String(plugin.id),
          label: <span data-testid={`plugin-open-${plugin.id}`}>{plugin.name}</span>,
        })),
        onClick: ({ key }) => {
          const plugin = plugins.find((p) => String(p.id) === key);
          if (plugin) onOpen(plugin);
        },
      }}
    >
      <Button icon={<AppstoreAddOutlined />} data-testid="plugins-menu">
        {t('menu')}
      </Button>
    </Dropdown>
  );
}

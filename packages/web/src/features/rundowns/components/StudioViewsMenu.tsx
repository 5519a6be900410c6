import { Button, Dropdown } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Props of {@link StudioViewsMenu}. */
export interface StudioViewsMenuProps {
  rundownId: number;
}

const VIEWS = ['prompter', 'presenter', 'control', 'clock'] as const;

/** Opens the prompter, presenter, control-room or clock view of the rundown in a new window. */
export function StudioViewsMenu({ rundownId }: StudioViewsMenuProps) {
  const { t } = useTranslation('rundown');
  const pathOf = (view: (typeof VIEWS)[number]) =>
    view === 'clock' ? '/clock' : `/${view}/${rundownId}`;
  return (
    <Dropdown
      menu={{
        items: VIEWS.map((view) => ({
          key: view,
          label: t(`toolbar.studio.${view}`),
          // A window of its own, to drag to the studio's screen.
          onClick: () => void window.open(pathOf(view), `nrcs-${view}-${rundownId}`, 'noopener'),
        })),
      }}
    >
      <Button size="small" icon={<DesktopOutlined />} data-testid="rundown-studio-views">
        {t('toolbar.studio.button')}
      </Button>
    </Dropdown>
  );
}

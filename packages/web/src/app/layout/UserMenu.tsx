import { Suspense, useState } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import {
  AppstoreOutlined,
  IdcardOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { abilityOf, useLogout, type Me } from '../../features/auth';
import { MyDataModal } from '../../features/users';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  me: Me;
}

/** The user's menu: my data, administration (for those with any admin level), logout. */
export function UserMenu({ me }: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { handleLogout, isLoggingOut } = useLogout();
  const [isMyDataOpen, setIsMyDataOpen] = useState(false);

  const items: MenuProps['items'] = [
    {
      key: 'myData',
      icon: <IdcardOutlined />,
      label: <span data-testid="my-data">{t('menu:user.myData')}</span>,
    },
    ...(abilityOf(me, 'admin') !== 'none'
      ? [
          {
            key: 'admin',
            icon: <SettingOutlined />,
            label: <span data-testid="admin-link">{t('menu:user.admin')}</span>,
          },
        ]
      : []),
    ...(pathname !== '/main'
      ? [
          {
            key: 'main',
            icon: <AppstoreOutlined />,
            label: <span data-testid="main-link">{t('menu:user.main')}</span>,
          },
        ]
      : []),
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="logout">{t('menu:user.logout')}</span>,
    },
  ];

  const handleClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'myData') setIsMyDataOpen(true);
    else if (key === 'admin') void navigate('/admin');
    else if (key === 'main') void navigate('/main');
    else if (key === 'logout') void handleLogout();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick: handleClick }} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          icon={<UserOutlined />}
          loading={isLoggingOut}
          data-testid="user-menu"
          data-user-id={me.id}
        >
          <span className="nrcs-user-name">{me.name}</span>
        </Button>
      </Dropdown>
      {isMyDataOpen && (
        <Suspense fallback={null}>
          <MyDataModal me={me} open={isMyDataOpen} onClose={() => setIsMyDataOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

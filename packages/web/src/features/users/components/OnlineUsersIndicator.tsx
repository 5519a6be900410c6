import { Avatar, Badge, Button, Popover, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useOnlineUsers } from '../hooks/useOnlineUsers';
import { usePresence } from '../hooks/usePresence';
import { PresenceDot } from './PresenceDot';

/** Header badge with the number of online users; a click lists their names and presence. */
export function OnlineUsersIndicator() {
  const { t } = useTranslation();
  const { data: users = [] } = useOnlineUsers();
  const presenceOf = usePresence();

  const content =
    users.length === 0 ? (
      <Typography.Text type="secondary">{t('users:online.none')}</Typography.Text>
    ) : (
      <ul className="nrcs-online-list" data-testid="online-users-list">
        {users.map((user) => (
          <li
            key={user.id}
            className="nrcs-online-list__item"
            data-testid="online-user"
            data-user-id={user.id}
          >
            <PresenceDot presence={presenceOf(user.id)} />
            <Avatar size="small">{user.name.charAt(0).toUpperCase()}</Avatar>
            <span>{user.name}</span>
            {user.nickname && <Typography.Text type="secondary">@{user.nickname}</Typography.Text>}
          </li>
        ))}
      </ul>
    );

  return (
    <Popover
      title={t('users:online.title')}
      content={content}
      trigger="click"
      placement="bottomRight"
    >
      <Badge count={users.length} size="small" showZero overflowCount={999}>
        <Button
          type="text"
          icon={<TeamOutlined />}
          data-testid="online-users"
          data-count={users.length}
          aria-label={t('users:online.count', { count: users.length })}
          title={t('users:online.count', { count: users.length })}
        />
      </Badge>
    </Popover>
  );
}

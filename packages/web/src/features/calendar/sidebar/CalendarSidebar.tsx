import { useRef, useState } from 'react';
import { Button, Checkbox, Dropdown, Flex, Modal, Tag, theme, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { MoreOutlined, PlusOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Calendar } from '@newsroom/domain';
import { cssColour } from '../../companyData';
import { icsPath } from '../api/calendarsApi';
import { useCalendarMutations } from '../hooks/useCalendarMutations';

/** What the sidebar asks the page to open for a calendar. */
export type CalendarDialog = 'edit' | 'categories' | 'subscription';

/** Props of {@link CalendarSidebar}. */
export interface CalendarSidebarProps {
  /** Favourites first, then by name. */
  calendars: Calendar[];
  hiddenIds: ReadonlySet<number>;
  onToggle: (id: number) => void;
  canWrite: boolean;
  /** The signed-in user: only a calendar's owner deletes it. */
  meId: number;
  onNew: () => void;
  onOpen: (dialog: CalendarDialog, calendar: Calendar) => void;
}

/**
 * The calendars beside the views: each with its colour, a box to show or hide its events, the
 * user's star, and its actions (edit, categories, .ics out and in, subscription, delete).
 */
export function CalendarSidebar({
  calendars,
  hiddenIds,
  onToggle,
  canWrite,
  meId,
  onNew,
  onOpen,
}: CalendarSidebarProps) {
  const { t } = useTranslation('calendar');
  const { token } = theme.useToken();
  const mutations = useCalendarMutations();
  const fileInput = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState<Calendar | null>(null);
  const [modal, modalHolder] = Modal.useModal();

  const menuOf = (calendar: Calendar): MenuProps['items'] => [
    ...(canWrite
      ? [
          { key: 'edit', label: t('sidebar.edit') },
          { key: 'categories', label: t('sidebar.categories') },
        ]
      : []),
    { key: 'export', label: t('sidebar.exportIcs') },
    ...(canWrite ? [{ key: 'import', label: t('sidebar.importIcs') }] : []),
    { key: 'subscription', label: t('sidebar.subscription') },
    ...(canWrite && calendar.ownerId === meId
      ? [{ key: 'delete', label: t('sidebar.delete'), danger: true }]
      : []),
  ];

  const handleMenu = (calendar: Calendar, key: string) => {
    if (key === 'export') window.location.assign(icsPath(calendar.id));
    else if (key === 'import') {
      setImporting(calendar);
      fileInput.current?.click();
    } else if (key === 'delete')
      void modal.confirm({
        title: t('sidebar.deleteConfirm', { name: calendar.name }),
        okButtonProps: { danger: true },
        onOk: () => mutations.remove.mutateAsync(calendar),
      });
    else onOpen(key as CalendarDialog, calendar);
  };

  return (
    <Flex vertical gap="small" className="nrcs-calendar__sider" data-testid="calendar-sidebar">
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} className="nrcs-block-gap">
          {t('sidebar.calendars')}
        </Typography.Title>
        {canWrite && (
          <Button icon={<PlusOutlined />} onClick={onNew} data-testid="calendar-new">
            {t('sidebar.newCalendar')}
          </Button>
        )}
      </Flex>
      {calendars.length === 0 && (
        <Typography.Text type="secondary">{t('sidebar.empty')}</Typography.Text>
      )}
      <ul className="nrcs-plain-list" aria-label={t('sidebar.calendars')}>
        {calendars.map((calendar) => (
          <li key={calendar.id} data-testid="calendar-item">
            <Flex align="center" gap="small">
              <Checkbox
                checked={!hiddenIds.has(calendar.id)}
                onChange={() => onToggle(calendar.id)}
                aria-label={t('sidebar.show', { name: calendar.name })}
              />
              <span
                className="nrcs-calendar__swatch"
                style={{ backgroundColor: cssColour(calendar.color, token) }}
                aria-hidden
              />
              <Typography.Text className="nrcs-calendar__name" ellipsis>
                {calendar.name}
              </Typography.Text>
              {calendar.isPrivate && <Tag>{t('sidebar.private')}</Tag>}
              <Button
                type="text"
                size="small"
                icon={calendar.favorite ? <StarFilled /> : <StarOutlined />}
                aria-pressed={calendar.favorite}
                aria-label={t(calendar.favorite ? 'sidebar.unfavorite' : 'sidebar.favorite', {
                  name: calendar.name,
                })}
                onClick={() =>
                  mutations.favorite.mutate({ calendar, isFavorite: !calendar.favorite })
                }
              />
              <Dropdown
                trigger={['click']}
                menu={{
                  items: menuOf(calendar),
                  onClick: ({ key }) => handleMenu(calendar, key),
                }}
              >
                <Button
                  type="text"
                  size="small"
                  icon={<MoreOutlined />}
                  aria-label={t('sidebar.actions', { name: calendar.name })}
                />
              </Dropdown>
            </Flex>
          </li>
        ))}
      </ul>
      {modalHolder}
      <input
        ref={fileInput}
        type="file"
        accept=".ics,text/calendar"
        hidden
        aria-label={t('sidebar.importIcs')}
        data-testid="calendar-import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file && importing) mutations.importFile.mutate({ calendar: importing, file });
          event.target.value = '';
        }}
      />
    </Flex>
  );
}

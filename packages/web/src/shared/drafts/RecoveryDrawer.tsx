import { Button, Drawer, Empty, Flex, Popconfirm, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth';
import { formatDateTime, isLocale } from '../i18n';
import { draftStore, type DraftEntry } from './draftStore';
import { useDraftList } from './useDraftList';

/** The section's name, or the section key when this build has no name for it. */
function useSectionName(): (section: string) => string {
  const { t } = useTranslation('unsaved');
  return (section) => t(`sections.${section}`, { defaultValue: section });
}

/** Props of {@link RecoveryDrawer}. */
export interface RecoveryDrawerProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The recovery panel's drawer: the user's kept drafts with Open and Discard. */
export function RecoveryDrawer({ isOpen, onClose }: RecoveryDrawerProps) {
  const { t, i18n } = useTranslation('unsaved');
  const { me } = useAuth();
  const navigate = useNavigate();
  const drafts = useDraftList();
  const sectionName = useSectionName();
  const locale = isLocale(i18n.language) ? i18n.language : 'pt_BR';

  const handleOpen = (entry: DraftEntry<unknown>) => {
    onClose();
    const target = new URL(entry.href, window.location.href);
    if (target.origin === window.location.origin) {
      void navigate(`${target.pathname}${target.search}${target.hash}`);
    } else {
      window.location.assign(target.href);
    }
  };
  const handleDiscard = (entry: DraftEntry<unknown>) => {
    if (me) draftStore.clear(me.id, entry.section, entry.uuid);
  };

  return (
    <Drawer open={isOpen} onClose={onClose} title={t('panel.title')} size={480} destroyOnHidden>
      <Flex vertical gap="middle" data-testid="recovery-panel" data-count={drafts.length}>
        <Typography.Text type="secondary">{t('panel.hint')}</Typography.Text>
        {drafts.length === 0 ? (
          <Empty description={t('panel.empty')} />
        ) : (
          <Flex vertical gap="middle" role="list">
            {drafts.map((entry) => (
              <Flex
                key={`${entry.section}:${entry.uuid}`}
                role="listitem"
                align="center"
                justify="space-between"
                gap="small"
                data-testid="recovery-entry"
                data-section={entry.section}
                data-uuid={entry.uuid}
              >
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis>
                    {entry.title || t('panel.untitled')}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {t('panel.entry', {
                      section: sectionName(entry.section),
                      date: formatDateTime(new Date(entry.date), locale),
                    })}
                  </Typography.Text>
                </Flex>
                <Flex gap="small">
                  <Button
                    type="link"
                    data-testid="recovery-entry-open"
                    onClick={() => handleOpen(entry)}
                  >
                    {t('panel.open')}
                  </Button>
                  <Popconfirm
                    title={t('discardConfirm')}
                    okText={t('yes')}
                    cancelText={t('no')}
                    okButtonProps={{
                      danger: true,
                      'data-testid': 'recovery-entry-discard-confirm',
                    }}
                    onConfirm={() => handleDiscard(entry)}
                  >
                    <Button type="link" danger data-testid="recovery-entry-discard">
                      {t('panel.discard')}
                    </Button>
                  </Popconfirm>
                </Flex>
              </Flex>
            ))}
          </Flex>
        )}
      </Flex>
    </Drawer>
  );
}

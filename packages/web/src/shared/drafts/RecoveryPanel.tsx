import { Suspense, useState } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDraftList } from './useDraftList';
import { lazyWithTexts } from '../i18n';

// The drawer (antd's Drawer) loads when first opened: the header shows only its button.
const RecoveryDrawer = lazyWithTexts(() =>
  import('./RecoveryDrawer').then((m) => ({ default: m.RecoveryDrawer })),
);

/**
 * The unsaved-data recovery panel (spec 1 §2): a header button with the number of the user's kept
 * drafts, opening a drawer that lists them (title, section, date) with Open and Discard.
 */
export function RecoveryPanel() {
  const { t } = useTranslation('unsaved');
  const drafts = useDraftList();
  const [isOpen, setIsOpen] = useState(false);
  // Stays mounted once opened, for the drawer's closing animation.
  const [wasOpened, setWasOpened] = useState(false);

  return (
    <>
      <Tooltip title={t('panel.button')}>
        <Badge count={drafts.length} size="small" overflowCount={99}>
          <Button
            type="text"
            icon={<HistoryOutlined />}
            aria-label={t('panel.button')}
            data-testid="recovery-panel-button"
            data-count={drafts.length}
            onClick={() => {
              setIsOpen(true);
              setWasOpened(true);
            }}
          />
        </Badge>
      </Tooltip>
      {wasOpened ? (
        <Suspense fallback={null}>
          <RecoveryDrawer isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

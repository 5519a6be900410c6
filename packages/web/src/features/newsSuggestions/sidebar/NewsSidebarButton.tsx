import { Suspense, useState } from 'react';
import { lazyWithTexts } from '../../../shared/i18n';
import { Button } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

// The sidebar loads when first opened: the header is on every screen.
const NewsSidebarDrawer = lazyWithTexts(() =>
  import('./NewsSidebarDrawer').then((m) => ({ default: m.NewsSidebarDrawer })),
);

/** Header toggle of the news sidebar (spec 3 §2): the unused news suggestions at hand. */
export function NewsSidebarButton() {
  const { t } = useTranslation('newsSuggestions');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        type={open ? 'primary' : 'text'}
        icon={<BulbOutlined />}
        onClick={() => {
          setOpen((isOpen) => !isOpen);
          setOpened(true);
        }}
        aria-label={t('sidebar.title')}
        aria-pressed={open}
        title={t('sidebar.title')}
        data-testid="news-sidebar-button"
      />
      {opened && (
        <Suspense fallback={null}>
          <NewsSidebarDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { Suspense, useState } from 'react';
import { lazyWithTexts } from '../../../shared/i18n';
import { Button } from 'antd';
import { SoundOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

// The drawer loads when first opened: the header is on every screen.
const NoticesDrawer = lazyWithTexts(() =>
  import('./NoticesDrawer').then((m) => ({ default: m.NoticesDrawer })),
);

/** Header button opening the notices: everyone's list, posting and taking down. */
export function NoticesButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        type="text"
        icon={<SoundOutlined />}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        aria-label={t('notice:drawer.title')}
        title={t('notice:drawer.title')}
        data-testid="notices-button"
      />
      {opened && (
        <Suspense fallback={null}>
          <NoticesDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { useState } from 'react';
import { Button, Modal } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Media } from '@newsroom/domain';
import { abilityOf, useAuth } from '../../auth';
import { MediaSearch } from './MediaSearch';

/** Props of {@link MediaInsertButton}. */
export interface MediaInsertButtonProps {
  /** Receives the picked media; the dialog closes. */
  onPick: (media: Media) => void;
  disabled?: boolean;
  /** `new` adds a MOS video (section header); `replace` sets the media of an existing item. */
  purpose?: 'new' | 'replace';
}

/**
 * "Insert from media centre": a button opening the media search in a dialog; picking a media
 * hands it to `onPick`. Shown only to users who may read the media centre.
 */
export function MediaInsertButton({ onPick, disabled, purpose = 'new' }: MediaInsertButtonProps) {
  const { t } = useTranslation('media');
  const { me } = useAuth();
  const [isOpen, setIsOpen] = useState(false);
  if (!me || abilityOf(me, 'media') === 'none') return null;
  const label = purpose === 'new' ? t('insert.new') : t('insert.replace');
  const handlePick = (media: Media) => {
    setIsOpen(false);
    onPick(media);
  };
  return (
    <>
      <Button
        size="small"
        icon={<PictureOutlined />}
        disabled={disabled}
        title={label}
        aria-label={label}
        onClick={() => setIsOpen(true)}
        data-testid={purpose === 'new' ? 'media-insert' : 'media-replace'}
      >
        {purpose === 'new' ? t('insert.short') : null}
      </Button>
      <Modal
        open={isOpen}
        title={t('insert.title')}
        width={860}
        footer={null}
        destroyOnHidden
        onCancel={() => setIsOpen(false)}
        data-testid="media-insert-dialog"
      >
        <MediaSearch onPick={handlePick} />
      </Modal>
    </>
  );
}

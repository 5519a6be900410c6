import type { RefObject } from 'react';
import { Button, Card, Flex, Select, Space, Tag, Typography } from 'antd';
import { CloseOutlined, ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  pluginPageUrl,
  SECTION_TYPES,
  type DevicePluginEntry,
  type SectionType,
} from '@newsroom/domain';

/**
 * The sandbox of a plug-in frame, as MOS plug-ins need: scripts, their own origin's storage and
 * calls, forms and pop-ups; never top navigation. A plug-in served from the newsroom's own origin
 * (the demo) is trusted code of ours.
 */
export const PLUGIN_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/** Props of {@link PluginPanel}. */
export interface PluginPanelProps {
  plugin: DevicePluginEntry;
  frameRef: RefObject<HTMLIFrameElement | null>;
  targetSection: SectionType;
  onTargetSectionChange: (section: SectionType) => void;
  /** The subsection being edited in the plug-in (its next item replaces it). */
  isEditing: boolean;
  onCancelEdit: () => void;
  onRequestItem: () => void;
  onClose: () => void;
}

/** A device's HTML plug-in in a panel of the story editor, with where its items go. */
export function PluginPanel({
  plugin,
  frameRef,
  targetSection,
  onTargetSectionChange,
  isEditing,
  onCancelEdit,
  onRequestItem,
  onClose,
}: PluginPanelProps) {
  const { t } = useTranslation('mosPlugin');
  const { t: tEditor } = useTranslation('storyEditor');
  const src = pluginPageUrl(plugin.pluginUrl, window.location.origin);
  const extra = (
    <Space size={4} wrap>
      {isEditing ? (
        <Tag color="orange" closable onClose={onCancelEdit} data-testid="plugin-editing">
          {t('editing')}
        </Tag>
      ) : null}
      <Typography.Text type="secondary">{t('insertInto')}</Typography.Text>
      <Select
        size="small"
        value={targetSection}
        onChange={onTargetSectionChange}
        style={{ minWidth: 160 }}
        aria-label={t('insertInto')}
        options={SECTION_TYPES.map((type) => ({
          value: type,
          label: tEditor(`sectionTypes.${type}`),
        }))}
        data-testid="plugin-target-section"
      />
      <Button
        size="small"
        icon={<ImportOutlined />}
        onClick={onRequestItem}
        data-testid="plugin-request-item"
      >
        {t('requestItem')}
      </Button>
      <Button
        size="small"
        type="text"
        icon={<CloseOutlined />}
        aria-label={t('close')}
        title={t('close')}
        onClick={onClose}
        data-testid="plugin-close"
      />
    </Space>
  );
  return (
    <Card size="small" title={plugin.name} extra={extra} data-testid="plugin-panel">
      {src ? (
        <iframe
          ref={frameRef}
          src={src}
          title={t('frameTitle', { name: plugin.name })}
          sandbox={PLUGIN_SANDBOX}
          style={{ width: '100%', height: 420, border: 0 }}
          data-testid="plugin-frame"
        />
      ) : (
        <Flex>
          <Typography.Text type="danger">{t('badUrl')}</Typography.Text>
        </Flex>
      )}
    </Card>
  );
}

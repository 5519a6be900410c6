import { useState } from 'react';
import { Button, Flex, Input, Popover, Tooltip, Typography } from 'antd';
import { DisconnectOutlined, LinkOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useTranslation } from 'react-i18next';

/** Props of {@link LinkButton}. */
export interface LinkButtonProps {
  editor: Editor;
  disabled: boolean;
}

/** A typed address as a link's: web and mail addresses only ("www…" as https). */
export function linkHrefOf(typed: string): string | null {
  const text = typed.trim();
  if (/^(https?:\/\/|mailto:)\S+$/i.test(text)) return text;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(text)) return `https://${text}`;
  return null;
}

/**
 * The toolbar's link: asks the address of the selected text (or of the link under the cursor)
 * and sets it, or takes the link off.
 */
export function LinkButton({ editor, disabled }: LinkButtonProps) {
  const { t } = useTranslation('posts');
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const isActive = useEditorState({ editor, selector: ({ editor: e }) => e.isActive('link') });
  const href = linkHrefOf(typed);

  const handleOpenChange = (open: boolean) => {
    if (open) setTyped(String(editor.getAttributes('link').href ?? ''));
    setIsOpen(open);
  };
  const apply = () => {
    if (!href) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setIsOpen(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setIsOpen(false);
  };

  const content = (
    <Flex vertical gap="small" style={{ width: 320 }}>
      <Input
        autoFocus
        value={typed}
        placeholder="https://"
        aria-label={t('body.linkAddress')}
        status={typed.trim() !== '' && !href ? 'error' : undefined}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={apply}
        data-testid="post-body-link-address"
      />
      {typed.trim() !== '' && !href && (
        <Typography.Text type="danger">{t('body.linkInvalid')}</Typography.Text>
      )}
      <Flex gap="small" justify="flex-end">
        {isActive && (
          <Button icon={<DisconnectOutlined />} onClick={remove} data-testid="post-body-unlink">
            {t('body.unlink')}
          </Button>
        )}
        <Button type="primary" disabled={!href} onClick={apply} data-testid="post-body-link-apply">
          {t('body.linkApply')}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Popover
      open={isOpen && !disabled}
      onOpenChange={handleOpenChange}
      trigger="click"
      content={content}
      destroyOnHidden
    >
      <Tooltip title={t('body.tools.link')}>
        <Button
          size="small"
          type={isActive ? 'primary' : 'text'}
          icon={<LinkOutlined />}
          aria-label={t('body.tools.link')}
          aria-pressed={isActive}
          disabled={disabled}
          data-testid="post-body-link"
        />
      </Tooltip>
    </Popover>
  );
}

import type { ReactNode } from 'react';
import { Button, Divider, Flex, Tooltip, Upload } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LineOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { acceptOf } from '../../files';
import { LinkButton } from './LinkButton';

/** Props of {@link BodyToolbar}. */
export interface BodyToolbarProps {
  editor: Editor;
  disabled: boolean;
  isUploading: boolean;
  /** A file chosen for an image at the cursor. */
  onImageFile: (file: File) => void;
}

interface ToolButton {
  key: string;
  icon: ReactNode;
  isActive?: boolean;
  onClick: () => void;
}

/**
 * The body editor's toolbar: headings (h2–h4), bold, italic, underline, strike, link, the lists,
 * quote, rule, image, undo and redo — each a button named by its tooltip and pressed while the
 * cursor is in what it makes.
 */
export function BodyToolbar({ editor, disabled, isUploading, onImageFile }: BodyToolbarProps) {
  const { t } = useTranslation('posts');
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      h4: current.isActive('heading', { level: 4 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
    }),
  });
  const chain = () => editor.chain().focus();
  const heading = (level: 2 | 3 | 4): ToolButton => ({
    key: `h${level}`,
    icon: <span className="nrcs-post-toolbar__heading">{`H${level}`}</span>,
    isActive: active[`h${level}`],
    onClick: () => chain().toggleHeading({ level }).run(),
  });
  const groups: ToolButton[][] = [
    [heading(2), heading(3), heading(4)],
    [
      {
        key: 'bold',
        icon: <BoldOutlined />,
        isActive: active.bold,
        onClick: () => chain().toggleBold().run(),
      },
      {
        key: 'italic',
        icon: <ItalicOutlined />,
        isActive: active.italic,
        onClick: () => chain().toggleItalic().run(),
      },
      {
        key: 'underline',
        icon: <UnderlineOutlined />,
        isActive: active.underline,
        onClick: () => chain().toggleUnderline().run(),
      },
      {
        key: 'strike',
        icon: <StrikethroughOutlined />,
        isActive: active.strike,
        onClick: () => chain().toggleStrike().run(),
      },
    ],
    [
      {
        key: 'bulletList',
        icon: <UnorderedListOutlined />,
        isActive: active.bulletList,
        onClick: () => chain().toggleBulletList().run(),
      },
      {
        key: 'orderedList',
        icon: <OrderedListOutlined />,
        isActive: active.orderedList,
        onClick: () => chain().toggleOrderedList().run(),
      },
      {
        key: 'blockquote',
        icon: <span className="nrcs-post-toolbar__quote">“</span>,
        isActive: active.blockquote,
        onClick: () => chain().toggleBlockquote().run(),
      },
      {
        key: 'horizontalRule',
        icon: <LineOutlined />,
        onClick: () => chain().setHorizontalRule().run(),
      },
    ],
    [
      { key: 'undo', icon: <UndoOutlined />, onClick: () => chain().undo().run() },
      { key: 'redo', icon: <RedoOutlined />, onClick: () => chain().redo().run() },
    ],
  ];

  const button = ({ key, icon, isActive, onClick }: ToolButton) => (
    <Tooltip key={key} title={t(`body.tools.${key}`)}>
      <Button
        size="small"
        type={isActive ? 'primary' : 'text'}
        icon={icon}
        aria-label={t(`body.tools.${key}`)}
        aria-pressed={isActive}
        disabled={disabled}
        onClick={onClick}
        data-testid={`post-body-${key}`}
      />
    </Tooltip>
  );

  return (
    <Flex wrap align="center" gap={2} className="nrcs-post-toolbar" data-testid="post-body-toolbar">
      {groups.map((group, index) => (
        <Flex key={group[0]?.key} align="center" gap={2}>
          {index > 0 && <Divider orientation="vertical" />}
          {group.map(button)}
        </Flex>
      ))}
      <Divider orientation="vertical" />
      <LinkButton editor={editor} disabled={disabled} />
      <Upload
        accept={acceptOf('image')}
        multiple={false}
        showUploadList={false}
        disabled={disabled || isUploading}
        beforeUpload={(file) => {
          onImageFile(file);
          // The caller uploads it: never let antd send it by itself.
          return Upload.LIST_IGNORE;
        }}
      >
        <Tooltip title={t('body.tools.image')}>
          <Button
            size="small"
            type="text"
            icon={<PictureOutlined />}
            aria-label={t('body.tools.image')}
            loading={isUploading}
            disabled={disabled}
            data-testid="post-body-image"
          />
        </Tooltip>
      </Upload>
    </Flex>
  );
}

import { useEffect, useRef } from 'react';
import { Flex } from 'antd';
import { EditorContent, useEditor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../files';
import { BodyToolbar } from './BodyToolbar';
import { POST_BODY_EXTENSIONS, bodyHtmlOf } from './bodyExtensions';
import '../posts.css';
import { useImageUpload } from './useImageUpload';

/** Props of {@link BodyEditor}. */
export interface BodyEditorProps {
  /** The body's HTML ('' when empty). */
  value: string;
  onChange: (html: string) => void;
  disabled: boolean;
}

/**
 * The post body: a rich text editor (TipTap) with its toolbar, giving the HTML the post keeps.
 * An image is uploaded to the newsroom's storage and shown from there (`/api/files/{id}`). A
 * value that changes from outside (a restored draft, a reload) replaces the text; the editor's
 * own changes coming back do not.
 */
export function BodyEditor({ value, onChange, disabled }: BodyEditorProps) {
  const { t } = useTranslation('posts');
  // The latest handler and the last HTML sent up, read by the editor's callbacks.
  const onChangeRef = useRef(onChange);
  const emitted = useRef(value);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const editor = useEditor({
    extensions: POST_BODY_EXTENSIONS,
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'nrcs-post-body__text nrcs-post-html',
        'aria-label': t('fields.body'),
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'post-body',
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = bodyHtmlOf(changed);
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    // The saved body comes back as the server wrote it (`<br />` for `<br>`…): the cursor stays.
    const { from, to } = editor.state.selection;
    editor.chain().setContent(value, { emitUpdate: false }).setTextSelection({ from, to }).run();
  }, [editor, value]);

  const image = useImageUpload((file) =>
    editor
      .chain()
      .focus()
      .setImage({ src: fileUrl(file.id), alt: '' })
      .run(),
  );

  return (
    <Flex vertical className="nrcs-post-body" data-disabled={disabled}>
      <BodyToolbar
        editor={editor}
        disabled={disabled}
        isUploading={image.isUploading}
        onImageFile={image.upload}
      />
      <EditorContent editor={editor} />
    </Flex>
  );
}

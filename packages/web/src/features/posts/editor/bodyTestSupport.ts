import { act, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/core';

/**
 * Types into the post body editor of the page. jsdom has no keyboard input for contenteditable,
 * so the text goes through the editor the way its input rules would put it: at the cursor, as
 * text (or, with `asHtml`, as pasted HTML).
 */
export function typeInBody(text: string, asHtml = false): void {
  const element = screen.getByTestId('post-body') as HTMLElement & { editor?: Editor };
  const editor = element.editor;
  if (!editor) throw new Error('no editor on the body element');
  act(() => {
    if (asHtml) editor.chain().focus('end').insertContent(text).run();
    else editor.chain().focus('end').insertContent({ type: 'text', text }).run();
  });
}

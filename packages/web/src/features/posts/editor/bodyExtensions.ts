import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the post body editor can make: exactly the HTML the server keeps (domain POST_BODY_TAGS):
 * paragraphs and breaks, h2–h4, strong, em, u, s, links, lists, quotes, rules and images. No code
 * marks, no inline styles, no source mode: pasted HTML is read into these nodes and the rest is
 * dropped, so no raw HTML ever reaches the post.
 */
export const POST_BODY_EXTENSIONS: Extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    heading: { levels: [2, 3, 4] },
    // An empty paragraph after the last heading or image would be saved as part of the post.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // The server keeps href and title only: make nothing it would drop.
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
  // Images come from the newsroom's storage; pasted data: URLs are not kept.
  Image.configure({ allowBase64: false }),
];

/** The editor's HTML as the post keeps it: an empty document is ''. */
export function bodyHtmlOf(editor: { isEmpty: boolean; getHTML: () => string }): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

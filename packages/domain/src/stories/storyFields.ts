/**
 * The fields of a story its editor changes besides the sections (PUT /stories/{id} without the
 * version): what the form edits, what a save sends and what a revision keeps.
 */
export interface EditableStoryFields {
  slug: string;
  typeId: number | null;
  branchId: number | null;
  editorId: number | null;
  imageEditorId: number | null;
  reporterId: number | null;
  mediaCode: string;
  estimatedMs: number;
  manualVt: boolean;
  /** The VT duration when `manualVt`. */
  vtMs: number;
  radio: boolean;
  information: string;
}

/** The editable fields of a story as they are, and nothing else of it. */
export function editableStoryFields(story: EditableStoryFields): EditableStoryFields {
  return {
    slug: story.slug,
    typeId: story.typeId,
    branchId: story.branchId,
    editorId: story.editorId,
    imageEditorId: story.imageEditorId,
    reporterId: story.reporterId,
    mediaCode: story.mediaCode,
    estimatedMs: story.estimatedMs,
    manualVt: story.manualVt,
    vtMs: story.vtMs,
    radio: story.radio,
    information: story.information,
  };
}

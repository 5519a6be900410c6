import {
  subsectionFromPluginItem,
  type DeviceType,
  type MosPluginItem,
  type Section,
  type SectionType,
} from '@newsroom/domain';
import { addSection, newUuid, subsectionOps, updateSection } from '../editor/editableStory';

/** Where a received item goes. */
export interface ItemPlacement {
  /** The section it is added to (created when the story has none of that type). */
  section: SectionType;
  /** The subsection sent to the plug-in to edit: replaced in place, keeping its uuid. */
  editingUuid: string | null;
  /** The kind of the plug-in's device (MOS_CG for a CG, see pluginItemSubsectionType). */
  deviceType: DeviceType;
}

/**
 * The sections with a received item in them: the subsection being edited is replaced where it
 * is (same uuid, so replication replaces the item on the devices); otherwise the item is added
 * at the end of the target section, as the media centre adds a picked media.
 */
export function placePluginItem(
  sections: readonly Section[],
  item: MosPluginItem,
  placement: ItemPlacement,
): Section[] {
  const editing = placement.editingUuid;
  const home = editing
    ? sections.find((s) => s.subSections.some((sub) => sub.uuid === editing))
    : undefined;
  if (home && editing) {
    const sub = subsectionFromPluginItem(item, {
      uuid: editing,
      deviceType: placement.deviceType,
    });
    return updateSection(sections, home.type, (s) => subsectionOps.update(s, editing, sub));
  }
  const sub = subsectionFromPluginItem(item, {
    uuid: newUuid(),
    deviceType: placement.deviceType,
  });
  return updateSection(addSection(sections, placement.section), placement.section, (s) =>
    subsectionOps.add(s, sub),
  );
}

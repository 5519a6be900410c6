import { Switch } from 'antd';
import { FileAddOutlined, PlusOutlined } from '@ant-design/icons';
import type { Block, HitTiming } from '@newsroom/domain';
import { HitTimeControl } from './HitTimeControl';
import { InlineEditCell } from './InlineEditCell';
import { CLOCK_TEXT, maskClockText, parseTimeOfDay } from './durationText';
import type { GridTexts } from './gridTexts';
import { StatusTag } from './StatusTag';
import type { RowActions } from './rowActions';
import { DeleteButton, IconButton } from '../../../shared/components';
import { LazyTooltip } from '../../../shared/components/LazyTooltip';

/** Props of {@link BlockHeaderRow}. */
export interface BlockHeaderRowProps {
  block: Block;
  /** The block's hard hit as timed, when it has one. */
  hit: HitTiming | undefined;
  actions: RowActions;
  isDropTarget: boolean;
  /** The grid's texts, translated once for all its rows. */
  texts: GridTexts;
}

/** Whether every story of a block is approved (an empty block reads as not approved). */
function isBlockApproved(block: Block): boolean {
  return block.stories.length > 0 && block.stories.every((story) => story.approved);
}

/** The header row of a block: name and hard hit, commercial break, break time, toggles, status, remove. */
export function BlockHeaderRow({ block, hit, actions, isDropTarget, texts }: BlockHeaderRowProps) {
  const canEdit = actions.canEdit && !block.isStandbyBlock;
  const name = block.isStandbyBlock ? texts.block.standbyBlock : block.name;
  return (
    <div
      className={`nrcs-rundown__row nrcs-rundown__row--block${isDropTarget ? ' nrcs-rundown__row--drop' : ''}`}
      data-testid={`block-row-${block.name}`}
      data-block-id={block.id}
      data-status={block.displayStatus}
      data-standby={block.standBy || block.isStandbyBlock}
      role="row"
    >
      <span className="nrcs-rundown__cell nrcs-rundown__cell--name" role="gridcell">
        <InlineEditCell
          value={name}
          format={(value) => value}
          parse={(text) => text.trim() || undefined}
          onSave={(value) => actions.patchBlock(block, 'name', value)}
          isEditable={canEdit}
          label={texts.block.name}
          inputTestId="block-name-input"
        />
        {block.isStandbyBlock ? null : (
          <HitTimeControl
            hitTime={block.hitTime}
            hit={hit}
            isEditable={canEdit}
            onChange={(value) => actions.patchBlock(block, 'hitTime', value)}
            testId={`block-hit-${block.name}`}
            texts={texts.hits}
          />
        )}
      </span>
      <span className="nrcs-rundown__cell" role="gridcell">
        {block.isStandbyBlock ? null : (
          <LazyTooltip title={texts.block.commercial}>
            <InlineEditCell
              {...CLOCK_TEXT}
              invalidHint={texts.block.typeDuration}
              value={block.commercialMs}
              onSave={(value) => actions.patchBlock(block, 'commercialMs', value)}
              isEditable={canEdit}
              label={texts.block.commercial}
            />
          </LazyTooltip>
        )}
      </span>
      <span className="nrcs-rundown__cell" role="gridcell">
        {block.isStandbyBlock ? null : (
          <InlineEditCell<string | null>
            value={block.breakTime}
            format={(value) => value ?? ''}
            parse={parseTimeOfDay}
            mask={maskClockText}
            invalidHint={texts.block.typeTimeOfDay}
            onSave={(value) => actions.patchBlock(block, 'breakTime', value)}
            isEditable={canEdit}
            label={texts.block.breakTime}
            placeholder={texts.block.breakTime}
          />
        )}
      </span>
      <span className="nrcs-rundown__cell nrcs-rundown__cell--toggles" role="gridcell">
        <Switch
          size="small"
          checked={isBlockApproved(block)}
          disabled={!actions.canApprove || block.isStandbyBlock}
          onChange={() => actions.approveBlock(block)}
          aria-label={texts.block.approve}
          data-testid={`block-approve-${block.name}`}
        />
        {block.isStandbyBlock ? null : (
          <LazyTooltip title={texts.block.standby}>
            <Switch
              size="small"
              checked={block.standBy}
              disabled={!canEdit}
              onChange={() => actions.toggleBlockStandby(block)}
              aria-label={texts.block.standby}
              checkedChildren={texts.block.standbyShort}
              unCheckedChildren={texts.block.standbyShort}
              data-testid={`block-standby-${block.name}`}
            />
          </LazyTooltip>
        )}
      </span>
      <span className="nrcs-rundown__cell" role="gridcell">
        <StatusTag
          status={block.displayStatus}
          onToggle={canEdit ? () => actions.toggleBlockStatus(block) : undefined}
          texts={texts.status}
        />
      </span>
      <span className="nrcs-rundown__cell nrcs-rundown__cell--actions" role="gridcell">
        {actions.canEdit ? (
          <IconButton
            type="text"
            icon={<PlusOutlined />}
            label={texts.block.addStory}
            onClick={() => actions.addStory(block)}
            testId={`add-story-${block.name}`}
          />
        ) : null}
        {actions.canEdit ? (
          <IconButton
            type="text"
            icon={<FileAddOutlined />}
            label={texts.block.fromTemplate}
            onClick={() => actions.chooseStoryTemplate(block)}
            testId={`block-from-template-${block.name}`}
          />
        ) : null}
        {canEdit ? (
          <DeleteButton
            confirmTitle={texts.block.removeConfirm(block.name)}
            label={texts.block.remove}
            onConfirm={() => actions.removeBlock(block)}
            testId={`block-remove-${block.name}`}
            confirmTestId={`block-remove-confirm-${block.name}`}
            size="small"
            type="text"
          />
        ) : null}
      </span>
    </div>
  );
}

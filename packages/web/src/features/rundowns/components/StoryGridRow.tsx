import { useState } from 'react';
import { Checkbox, Dropdown, type MenuProps } from 'antd';
import {
  ContainerOutlined,
  DeleteOutlined,
  LockOutlined,
  MoreOutlined,
  PlusOutlined,
  UnlockOutlined,
  VerticalAlignBottomOutlined,
} from '@ant-design/icons';
import { msToTimeOfDay, type Block, type HitTiming, type StoryRow } from '@newsroom/domain';
import { HitTimeControl } from './HitTimeControl';
import { InlineEditCell } from './InlineEditCell';
import { CLOCK_TEXT, formatClockMs } from './durationText';
import type { GridTexts } from './gridTexts';
import { StatusTag } from './StatusTag';
import type { RowActions } from './rowActions';
import { LazyTooltip } from '../../../shared/components/LazyTooltip';
import { MountOnApproach } from '../../../shared/components/MountOnApproach';

/** The story durations the grid edits, in column order. */
const DURATION_FIELDS = [
  { field: 'estimatedMs', label: 'estimated' },
  { field: 'totalMs', label: 'total' },
] as const;

/** Props of {@link StoryGridRow}. */
export interface StoryGridRowProps {
  story: StoryRow;
  block: Block;
  backTimeMs: number | undefined;
  /** The story's hard hit as timed, when it has one. */
  hit: HitTiming | undefined;
  /** Estimated read at its presenters' rates; null when unknown or nothing to read. */
  readMs: number | null;
  isSelected: boolean;
  isCut: boolean;
  isDropTarget: boolean;
  actions: RowActions;
  /** The grid's texts, translated once for all its rows. */
  texts: GridTexts;
}

/**
 * One story of the grid: page, slug with its estimated read and hard hit, durations, back-time,
 * approval, privacy and status.
 */
export function StoryGridRow({
  story,
  block,
  backTimeMs,
  hit,
  readMs,
  isSelected,
  isCut,
  isDropTarget,
  actions,
  texts,
}: StoryGridRowProps) {
  const canEdit = actions.canEdit && story.visible;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const isInStandby = block.isStandbyBlock;
  // Made when the menu mounts (on approach), not with every row.
  const menuItems = (): MenuProps['items'] => [
    {
      key: 'after',
      icon: <PlusOutlined />,
      label: <span data-testid={`story-after-${story.slug}`}>{texts.menu.after}</span>,
    },
    ...(isInStandby
      ? []
      : [
          {
            key: 'standby',
            icon: <VerticalAlignBottomOutlined />,
            label: <span data-testid={`story-standby-${story.slug}`}>{texts.menu.standby}</span>,
          },
        ]),
    {
      key: 'drawer',
      icon: <ContainerOutlined />,
      disabled: !canEdit,
      label: <span data-testid={`story-drawer-${story.slug}`}>{texts.menu.drawer}</span>,
    },
    { type: 'divider' as const },
    {
      key: 'delete',
      icon: <DeleteOutlined />,
      danger: true,
      disabled: !canEdit,
      label: <span data-testid={`story-delete-${story.slug}`}>{texts.menu.delete}</span>,
    },
  ];
  const handleMenuClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    setIsMenuOpen(false);
    if (key === 'after') actions.addStoryAfter(story);
    else if (key === 'standby') actions.sendToStandby(story);
    else if (key === 'drawer') actions.sendToDrawer(story);
    else if (key === 'delete') actions.removeStory(story);
  };
  const menuButton = (
    <button
      type="button"
      className="nrcs-rundown__icon-button"
      aria-label={texts.menu.open}
      data-testid={`story-menu-${story.slug}`}
    >
      <MoreOutlined />
    </button>
  );
  const classes = [
    'nrcs-rundown__row',
    'nrcs-rundown__row--story',
    `nrcs-rundown__row--${story.displayStatus}`,
    isSelected ? 'nrcs-rundown__row--selected' : '',
    isCut ? 'nrcs-rundown__row--cut' : '',
    isDropTarget ? 'nrcs-rundown__row--drop' : '',
    block.standBy || block.isStandbyBlock ? 'nrcs-rundown__row--standby' : '',
  ].join(' ');
  return (
    <div
      className={classes}
      data-testid={`story-row-${story.slug}`}
      data-story-id={story.id}
      data-status={story.displayStatus}
      data-selected={isSelected}
      aria-selected={isSelected}
      role="row"
      onClick={(event) => actions.selectStory(story, event)}
      onDoubleClick={() => actions.openStory(story)}
      onContextMenu={(event) => {
        if (!actions.canEdit) return;
        event.preventDefault();
        setIsMenuOpen(true);
      }}
    >
      <span className="nrcs-rundown__cell nrcs-rundown__cell--page" role="gridcell">
        {story.page}
      </span>
      <span className="nrcs-rundown__cell nrcs-rundown__cell--slug" role="gridcell">
        {story.visible ? (
          <InlineEditCell
            value={story.slug}
            format={(value) => value}
            parse={(text) => text.trim()}
            onSave={(value) => actions.patchStory(story, 'slug', value)}
            isEditable={canEdit}
            label={texts.story.slug}
            placeholder={texts.story.noSlug}
            inputTestId="story-slug-input"
          />
        ) : (
          <span className="nrcs-rundown__placeholder">{texts.story.privateStory}</span>
        )}
        {readMs !== null && story.visible ? (
          <LazyTooltip title={texts.story.readEstimate}>
            <span className="nrcs-rundown__read" data-testid={`story-read-${story.slug}`}>
              {formatClockMs(readMs)}
            </span>
          </LazyTooltip>
        ) : null}
        {isInStandby ? null : (
          <HitTimeControl
            hitTime={story.hitTime}
            hit={hit}
            isEditable={canEdit}
            onChange={(value) => actions.patchStory(story, 'hitTime', value)}
            testId={`story-hit-${story.slug}`}
            texts={texts.hits}
          />
        )}
      </span>
      {DURATION_FIELDS.map(({ field, label }) => (
        <span key={field} className="nrcs-rundown__cell nrcs-rundown__cell--time" role="gridcell">
          <InlineEditCell
            {...CLOCK_TEXT}
            invalidHint={texts.story.typeDuration}
            inputTestId={`story-${field}-input`}
            value={story[field]}
            onSave={(value) => actions.patchStory(story, field, value)}
            isEditable={canEdit}
            label={texts.story[label]}
          />
        </span>
      ))}
      <span className="nrcs-rundown__cell nrcs-rundown__cell--time" role="gridcell">
        {backTimeMs === undefined ? '' : msToTimeOfDay(backTimeMs)}
      </span>
      <span
        className="nrcs-rundown__cell nrcs-rundown__cell--toggles"
        role="gridcell"
        onClick={(event) => event.stopPropagation()}
      >
        <Checkbox
          checked={story.approved}
          disabled={!canEdit}
          onChange={(event) => actions.patchStory(story, 'approved', event.target.checked)}
          aria-label={texts.story.approved}
          data-testid={`story-approved-${story.slug}`}
        />
        <LazyTooltip title={story.isPrivate ? texts.story.private : texts.story.public}>
          <button
            type="button"
            className="nrcs-rundown__private"
            disabled={!canEdit}
            aria-pressed={story.isPrivate}
            aria-label={texts.story.private}
            onClick={() => actions.patchStory(story, 'isPrivate', !story.isPrivate)}
            data-testid={`story-private-${story.slug}`}
          >
            {story.isPrivate ? <LockOutlined /> : <UnlockOutlined />}
          </button>
        </LazyTooltip>
      </span>
      <span className="nrcs-rundown__cell" role="gridcell">
        <StatusTag
          status={story.displayStatus}
          onToggle={canEdit ? () => actions.toggleStoryStatus(story) : undefined}
          texts={texts.status}
        />
      </span>
      <span
        className="nrcs-rundown__cell nrcs-rundown__cell--actions"
        role="gridcell"
        onClick={(event) => event.stopPropagation()}
        onDoubleClick={(event) => event.stopPropagation()}
      >
        {actions.canEdit ? (
          // The row's context menu opens it too, wherever the pointer came in.
          <MountOnApproach onIdleClick={() => setIsMenuOpen(true)} isOpen={isMenuOpen}>
            {(isWanted) =>
              isWanted ? (
                <Dropdown
                  menu={{ items: menuItems(), onClick: handleMenuClick }}
                  trigger={['click']}
                  open={isMenuOpen}
                  onOpenChange={setIsMenuOpen}
                  placement="bottomRight"
                >
                  {menuButton}
                </Dropdown>
              ) : (
                menuButton
              )
            }
          </MountOnApproach>
        ) : null}
      </span>
    </div>
  );
}

/**
 * The rundowns area's one door for other areas (the stories area above all): the rundown mutation
 * every change of a rundown's order or stories runs in (advisory lock, version, log, events), its
 * helpers, the rundown's policy, presenters and repository. Nothing else of the area is imported
 * from outside it.
 */
export { afterCommit, type AfterCommit, type MutationAnswer } from './rundowns.afterCommit';
export { mutateRundowns, type Mutation } from './rundowns.mutation';
export { foundIn } from './rundowns.resolvers';
export {
  accessibleProgram,
  assertCanTouch,
  blockOf,
  byBlock,
  byRundown,
  byStories,
  changeBlock,
  changeStory,
  closeGaps,
  durationValue,
  editable,
  finishRemoval,
  hitTimeValue,
  mutateBlock,
  mutateStory,
  parseField,
  publishRundown,
  publishStoryRow,
  rundownOfBlock,
  rundownOfStory,
  storyOf,
} from './rundowns.shared';
export { applyDisplayStatus, clearOnAir, OFF_AIR, publishStatus } from './rundowns.onAir';
export { rundownsPolicy } from './rundowns.policy';
export {
  maskRundown,
  maskStory,
  presentRundown,
  presentStory,
  rundownViewSchema,
} from './rundowns.presenter';
export { renderStoryEvent } from './rundowns.realtime';
export {
  rundownsRepository,
  type LocatedStory,
  type PlacedStory,
  type ProgramAccess,
  type RundownTree,
  type StoryRowRecord,
  type StoryValues,
  type StoryViewRecord,
} from './rundowns.repository';
export { blockUseCase, rundownUseCase, storyUseCase } from './rundowns.useCase';
export { rundownViewer } from './rundowns.view';

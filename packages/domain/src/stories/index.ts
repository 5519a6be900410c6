/** Stories: content, durations, the editor's rules and the calls' shapes (spec 1 §3, §4; spec 2). */
export * from './storyDuration';
export * from './storyContent';
export * from './storyTiming';
export * from './story';
export * from './storyRules';
export * from './storyText';
export * from './storyRevision';
export * from './storyFields';
export * from './presenterReadRate';

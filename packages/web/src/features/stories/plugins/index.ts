/** MOS HTML plug-ins of the story editor (issue 26). */
export { StoryPlugins, type PluginStoryContext } from './StoryPlugins';
export { SectionDropZone } from './SectionDropZone';
export { usePluginHost } from './pluginHostContext';

/** News suggestions: the header's news sidebar (its list loads when first opened). */
export { NewsSidebarButton } from './sidebar/NewsSidebarButton';

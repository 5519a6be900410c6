/** Newsroom-wide notices: the banner under the header and the header's notices drawer. */
export { NoticeBanner } from './components/NoticeBanner';
export { NoticesButton } from './components/NoticesButton';
export { NoticeMeta } from './components/NoticeMeta';

import type { SearchKind } from '@newsroom/domain';
import type { DocumentOrigin } from '../documentViewer';

/** The side drawer viewer's origin of each indexed kind (search, archive and trash rows). */
export const SEARCH_KIND_ORIGINS: Record<SearchKind, DocumentOrigin> = {
  assignments: 'assignment',
  contacts: 'contact',
  newsreports: 'news_report',
  posts: 'post',
  productions: 'production',
  reports: 'report',
  stories: 'story',
  // Agency items of every network; Mastodon and Bluesky ones are indexed as `twitter`.
  rss: 'agency_item',
  twitter: 'agency_item',
  facebook: 'agency_item',
};

/** The antd tag colour of each indexed kind, so a kind looks the same on every screen. */
export const SEARCH_KIND_COLOURS: Record<SearchKind, string> = {
  assignments: 'blue',
  contacts: 'cyan',
  newsreports: 'purple',
  posts: 'volcano',
  productions: 'green',
  reports: 'lime',
  stories: 'orange',
  rss: 'gold',
  twitter: 'magenta',
  facebook: 'geekblue',
};

import { describe, expect, it } from 'vitest';
import { postBody, postFromAnswer } from './wordpressPost';

describe('postBody', () => {
  it('sends every field of a new post in the names WordPress uses, the date in UTC without a zone', () => {
    expect(
      postBody({
        title: 'T',
        excerpt: 'E',
        content: '<p>C</p>',
        status: 'future',
        dateGmt: '2026-03-01T09:30:00-03:00',
        author: 2,
        categories: [3],
        tags: [7, 8],
        featuredMedia: 11,
        slug: 'the-slug',
      }),
    ).toEqual({
      title: 'T',
      excerpt: 'E',
      content: '<p>C</p>',
      status: 'future',
      date_gmt: '2026-03-01T12:30:00',
      author: 2,
      categories: [3],
      tags: [7, 8],
      featured_media: 11,
      slug: 'the-slug',
    });
  });

  it('sends only the fields given; no date and no author leave them to WordPress, no image removes it', () => {
    expect(postBody({ title: 'T' })).toEqual({ title: 'T' });
    expect(postBody({ dateGmt: null, author: null, featuredMedia: null })).toEqual({
      featured_media: 0,
    });
  });
});

describe('postFromAnswer', () => {
  it('reads WordPress’s zone-less date_gmt as UTC', () => {
    expect(
      postFromAnswer({
        id: 5,
        link: 'http://x/?p=5',
        status: 'future',
        date_gmt: '2026-03-01T12:30:00',
      }),
    ).toEqual({
      id: 5,
      link: 'http://x/?p=5',
      status: 'future',
      dateGmt: '2026-03-01T12:30:00.000Z',
    });
  });

  it('has no date when WordPress gives none or an unreadable one', () => {
    const answer = { id: 5, link: 'l', status: 'draft' };
    expect(postFromAnswer({ ...answer, date_gmt: null }).dateGmt).toBeNull();
    expect(postFromAnswer({ ...answer, date_gmt: '0000-00-00T00:00:00' }).dateGmt).toBeNull();
  });
});

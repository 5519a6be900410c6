import { describe, expect, it } from 'vitest';
import { readingOf, readsByWords, wordDiff, type FieldReadings } from './revisionReading';
import { STORY_REVISION_READINGS } from '../stories/storyRevision';
import { ASSIGNMENT_REVISION_READINGS } from '../assignments/assignmentRevision';
import { NEWS_REPORT_REVISION_READINGS } from '../newsReports/newsReportRevision';
import { PRODUCTION_REVISION_READINGS } from '../productions/productionRevision';

const READINGS: FieldReadings = { headMs: 'duration', guides: 'content', 'times.vtMs': 'duration' };

describe('readingOf', () => {
  it.each([
    ['headMs', 'duration'],
    ['times.vtMs', 'duration'],
    ['guides.0.address', 'content'],
    ['slug', 'text'],
    ['times.headMs', 'text'],
  ])('%s reads as %s', (field, reading) => {
    expect(readingOf(READINGS, field)).toBe(reading);
  });

  it.each([
    [
      'story',
      STORY_REVISION_READINGS,
      { headMs: 'duration', radio: 'yesNo', reporterId: 'user', sections: 'content' },
    ],
    [
      'assignment',
      ASSIGNMENT_REVISION_READINGS,
      { date: 'date', programsIds: 'program', guides: 'content' },
    ],
    [
      'newsReport',
      NEWS_REPORT_REVISION_READINGS,
      { totalMs: 'duration', ok: 'yesNo', editorialsIds: 'editorial' },
    ],
    [
      'production',
      PRODUCTION_REVISION_READINGS,
      { departure: 'time', teamId: 'team', tasks: 'content' },
    ],
  ])('the %s table names its fields', (_kind, readings, expected) => {
    for (const [field, reading] of Object.entries(expected)) {
      expect(readingOf(readings, field)).toBe(reading);
    }
  });

  it.each([
    ['text', true],
    ['content', true],
    ['duration', false],
    ['user', false],
  ] as const)('a %s change reads by words: %s', (reading, byWords) => {
    expect(readsByWords(reading)).toBe(byWords);
  });
});

describe('wordDiff', () => {
  it.each([
    ['equal texts', 'a b', 'a b', [{ change: 'same', text: 'a b' }]],
    [
      'a word added at the end',
      'CHUVA',
      'CHUVA FORTE',
      [
        { change: 'same', text: 'CHUVA' },
        { change: 'added', text: ' FORTE' },
      ],
    ],
    [
      'a word replaced in the middle',
      'a chuva forte hoje',
      'a chuva fraca hoje',
      [
        { change: 'same', text: 'a chuva ' },
        { change: 'removed', text: 'forte' },
        { change: 'added', text: 'fraca' },
        { change: 'same', text: ' hoje' },
      ],
    ],
    ['from nothing', '', 'novo texto', [{ change: 'added', text: 'novo texto' }]],
    ['to nothing', 'velho', '', [{ change: 'removed', text: 'velho' }]],
  ] as const)('%s', (_case, before, after, parts) => {
    expect(wordDiff(before, after)).toEqual(parts);
  });

  it('joins back into both texts', () => {
    const before = 'O prefeito anunciou hoje novas obras na zona norte da cidade.';
    const after = 'A prefeita anunciou ontem as obras na zona norte e sul da cidade!';
    const parts = wordDiff(before, after);
    const join = (skip: string) =>
      parts
        .filter((part) => part.change !== skip)
        .map((part) => part.text)
        .join('');
    expect(join('added')).toBe(before);
    expect(join('removed')).toBe(after);
  });
});

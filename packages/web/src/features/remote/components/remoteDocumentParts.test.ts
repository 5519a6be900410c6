import { describe, expect, it } from 'vitest';
import { remoteDocumentParts } from './remoteDocumentParts';

describe('remoteDocumentParts', () => {
  it('reads a guideline: texts, then each guide', () => {
    expect(
      remoteDocumentParts('assignments', {
        proposal: ' Falta de água ',
        referral: '',
        information: 'Levar lapela',
        guides: [{ scheduleTime: '09:30', interviewee: 'Maria', observation: 'Chegar cedo' }],
      }),
    ).toEqual([
      { label: 'proposal', text: 'Falta de água' },
      { label: 'information', text: 'Levar lapela' },
      { label: 'guide', text: '09:30 · Maria\nChegar cedo' },
    ]);
  });

  it('reads the subsections of a story and skips what a branch of another version lacks', () => {
    expect(
      remoteDocumentParts('stories', {
        sections: [{ subSections: [{ text: 'Boa noite.' }, { code: 'CG' }] }, {}],
      }),
    ).toEqual([{ label: 'section', text: 'Boa noite.' }]);
  });
});

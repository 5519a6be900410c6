import { describe, expect, it } from 'vitest';
import { testActor } from '../../test/testActor';
import { chartsPolicy } from './charts.policy';

describe('chartsPolicy', () => {
  it.each([
    ['no charts level', testActor({ story: 'admin', rundown: 'admin' }), false],
    ['charts read', testActor({ chart: 'read' }), true],
    ['charts admin (implies read)', testActor({ chart: 'admin' }), true],
    ['root', testActor({}, { isRoot: true }), true],
  ])('reads the charts with %s: %s', (_who, actor, expected) => {
    expect(chartsPolicy.canRead(actor)).toBe(expected);
  });

  it.each([
    ['an open program', testActor({ chart: 'read' }), [], true],
    ["a program of the reader's group", testActor({ chart: 'read' }, { groupIds: [3] }), [3], true],
    ['a program of another group', testActor({ chart: 'read' }, { groupIds: [4] }), [3], false],
    ['any program, as root', testActor({}, { isRoot: true }), [3], true],
  ])('sees %s: %s', (_what, actor, groupIds, expected) => {
    expect(chartsPolicy.canSeeProgram(actor, { groupIds })).toBe(expected);
  });
});

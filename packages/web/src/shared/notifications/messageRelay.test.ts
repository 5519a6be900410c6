import { describe, expect, it, vi } from 'vitest';
import { createMessageRelay } from './messageRelay';
import type { MessageApi } from './messageContext';

function fakeApi(shown: string[]): MessageApi {
  const say = (kind: string) => (content: unknown) => {
    shown.push(`${kind}:${String(content)}`);
    return Object.assign(() => undefined, {
      then: Promise.resolve(true).then.bind(Promise.resolve(true)),
    });
  };
  return {
    info: say('info'),
    success: say('success'),
    error: say('error'),
    warning: say('warning'),
    loading: say('loading'),
    open: (args) => say('open')(args.content),
    destroy: () => shown.push('destroy'),
  };
}

describe('createMessageRelay', () => {
  it('asks for antd API on the first message and replays held ones in order', () => {
    const onWanted = vi.fn();
    const relay = createMessageRelay(onWanted);
    relay.api.success('saved');
    relay.api.error('refused');
    expect(onWanted).toHaveBeenCalled();
    const shown: string[] = [];
    relay.bind(fakeApi(shown));
    expect(shown).toEqual(['success:saved', 'error:refused']);
  });

  it('passes messages straight on once bound, and holds them again when unbound', () => {
    const relay = createMessageRelay(() => undefined);
    const shown: string[] = [];
    relay.bind(fakeApi(shown));
    relay.api.warning('careful');
    expect(shown).toEqual(['warning:careful']);
    relay.bind(null);
    relay.api.info('later');
    expect(shown).toEqual(['warning:careful']);
    relay.bind(fakeApi(shown));
    expect(shown).toEqual(['warning:careful', 'info:later']);
  });
});

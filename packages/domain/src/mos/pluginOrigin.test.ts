import { describe, expect, it } from 'vitest';
import { deviceInputSchema } from '../devices/device';
import { isPluginOrigin, pluginOriginOf, pluginPageUrl, pluginUrlProblem } from './pluginOrigin';

const APP = 'https://newsroom.example';

describe('plug-in URLs', () => {
  it.each([
    ['https://cg.example:8443/plugin/index.html?x=1', null],
    ['http://127.0.0.1:9000/', null],
    ['/plugins/demo-cg/index.html', null],
    ['', 'empty'],
    ['javascript:alert(1)', 'scheme'],
    ['JaVaScRiPt:alert(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['ftp://cg.example/', 'scheme'],
    ['//evil.example/plugin', 'scheme'],
    ['https://user:pw@cg.example/', 'scheme'],
    ['https://cg.example/\\evil', 'scheme'],
    ['java\tscript:alert(1)', 'scheme'],
    ['plugin/index.html', 'scheme'],
    [`https://cg.example/${'a'.repeat(500)}`, 'tooLong'],
  ])('%s → %s', (url, problem) => {
    expect(pluginUrlProblem(url)).toBe(problem);
  });

  it('resolves a path on this server against the newsroom origin', () => {
    expect(pluginPageUrl('/plugins/demo-cg/index.html', APP)).toBe(
      'https://newsroom.example/plugins/demo-cg/index.html',
    );
    expect(pluginOriginOf('/plugins/demo-cg/index.html', APP)).toBe(APP);
    expect(pluginOriginOf('https://cg.example:8443/p/', APP)).toBe('https://cg.example:8443');
    expect(pluginOriginOf('javascript:alert(1)', APP)).toBeNull();
  });

  it('the device form refuses an unsafe plug-in URL', () => {
    const base = { name: 'CG', type: 'CG', protocol: 'MOS' } as const;
    expect(deviceInputSchema.safeParse({ ...base, pluginUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(deviceInputSchema.safeParse({ ...base, pluginUrl: 'https://cg/' }).success).toBe(true);
    expect(deviceInputSchema.safeParse(base).success).toBe(true);
  });
});

describe('message origins', () => {
  it.each([
    ['https://cg.example:8443', 'https://cg.example:8443', true],
    ['https://cg.example', 'https://cg.example:8443', false],
    ['http://cg.example:8443', 'https://cg.example:8443', false],
    ['https://cg.example:8443.evil', 'https://cg.example:8443', false],
    ['null', 'null', false],
    ['https://cg.example', null, false],
  ])('%s from a plug-in at %s: %s', (origin, pluginOrigin, expected) => {
    expect(isPluginOrigin(origin, pluginOrigin)).toBe(expected);
  });
});

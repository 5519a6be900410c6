import fs from 'node:fs';
import { createRequire } from 'node:module';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutStyleFunctions } from '../../antdStylesFromSheet';

/** The source of one of antd's modules, as the build reads it. */
function antdSource(file: string): string {
  const antdRoot = createRequire(import.meta.url)
    .resolve('antd/package.json')
    .replace(/package\.json$/, '');
  return fs.readFileSync(`${antdRoot}es/${file}`, 'utf8');
}

describe("the build leaves antd's style functions out (its prebuilt sheet has the styles)", () => {
  it("replaces a component's style function, keeping its default tokens and options", () => {
    const source = antdSource('popconfirm/style/index.js');
    expect(source).toContain("genStyleHooks('Popconfirm', genBaseStyle, prepareComponentToken");
    const out = withoutStyleFunctions(source, parseAst)!;
    expect(out).toContain("genStyleHooks('Popconfirm', () => [], prepareComponentToken, {");
    expect(() => parseAst(out)).not.toThrow();
  });

  it('replaces an inline style function and a sub-style maker', () => {
    const code = [
      "export default genStyleHooks('Select', (token) => { return [genSelectStyle(token)]; }, prepare);",
      "export const Sub = genSubStyleComponent(['Select', 'x'], function (t) { return [t]; }, prepare);",
    ].join('\n');
    const out = withoutStyleFunctions(code, parseAst)!;
    expect(out).toBe(
      [
        "export default genStyleHooks('Select', () => [], prepare);",
        "export const Sub = genSubStyleComponent(['Select', 'x'], () => [], prepare);",
      ].join('\n'),
    );
  });

  it('leaves a module that makes no style hook alone', () => {
    expect(withoutStyleFunctions(antdSource('style/index.js'), parseAst)).toBeNull();
  });
});

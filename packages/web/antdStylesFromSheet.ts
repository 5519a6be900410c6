import type { Plugin } from 'vite';

/** antd's makers of a component's style hook: (name, style function, default tokens, options). */
const STYLE_HOOK_MAKERS = new Set([
  'genStyleHooks',
  'genComponentStyleHook',
  'genSubStyleComponent',
]);

/** An ESTree node as the bundler's parser gives it: a type and the offsets of its source. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The style functions handed to antd's style hook makers anywhere in `root`. */
function styleFunctions(root: Node): Node[] {
  const found: Node[] = [];
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      if (callee.type === 'Identifier' && STYLE_HOOK_MAKERS.has(callee.name as string) && args[1])
        found.push(args[1]);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(root);
  return found;
}

/**
 * `code` (an antd style module) with every style function handed to a style hook maker replaced
 * by one making no style; null when it hands none.
 */
export function withoutStyleFunctions(
  code: string,
  parse: (code: string) => unknown,
): string | null {
  const functions = styleFunctions(parse(code) as Node);
  if (functions.length === 0) return null;
  let out = code;
  for (const fn of functions.sort((a, b) => b.start - a.start))
    out = `${out.slice(0, fn.start)}() => []${out.slice(fn.end)}`;
  return out;
}

/**
 * The built app takes antd's component styles from antd's prebuilt sheet (src/app/theme.ts sets
 * `zeroRuntime`), so the functions that would generate them while rendering are never called:
 * this leaves them out of the build. Each style hook keeps its default tokens (the third
 * argument), which still become the theme's CSS variables. The dev server and the tests generate
 * styles as before (a build-only plugin).
 */
export function antdStylesFromSheet(): Plugin {
  return {
    name: 'nrcs-antd-styles-from-sheet',
    apply: 'build',
    transform: {
      filter: { id: /\/node_modules\/antd\/es\/.*style.*\.js$/, code: /gen\w*Style\w*\(/ },
      handler(code) {
        const out = withoutStyleFunctions(code, (source) => this.parse(source));
        // Positions moved in these library files only; no map is kept for them.
        return out === null ? null : { code: out, map: { mappings: '' } };
      },
    },
  };
}

#!/usr/bin/env node
/**
 * Fails when the TypeScript sources under a folder import each other in a circle.
 *
 *   node scripts/import-cycles.mjs packages/web/src [--types]
 *
 * Every relative import counts — static, re-exports and dynamic `import()` (a lazy import still
 * ties the two modules together) — except type-only ones, which the build erases; `--types`
 * counts those too. Package imports (`react`, `@newsroom/domain`) are outside the folder and
 * cannot close a circle inside it. Prints each circle as one path through its modules.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const root = args.find((arg) => !arg.startsWith('--'));
const countTypes = args.includes('--types');
if (!root || !existsSync(root)) {
  console.error('usage: node scripts/import-cycles.mjs <source folder> [--types]');
  process.exit(2);
}

/** Every .ts/.tsx file under a folder. */
function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [resolve(path)] : [];
  });
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, or null (a package, or a non-source file). */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension)]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

/** Whether an import or export declaration brings in only types. */
function isTypeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // a side-effect import runs the module
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      !clause.name &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly)
    );
  }
  const clause = node.exportClause;
  return (
    node.isTypeOnly ||
    (clause !== undefined &&
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((element) => element.isTypeOnly))
  );
}

/** The specifiers a file imports (that count). */
function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (countTypes || !isTypeOnly(node)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

const files = sourceFiles(root);
const graph = new Map(
  files.map((file) => [
    file,
    [...new Set(importsOf(file).map((specifier) => resolveImport(file, specifier)))].filter(
      Boolean,
    ),
  ]),
);

/** Strongly connected components (Tarjan), iterative so deep chains cannot overflow the stack. */
function circles() {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfImport) found.push(component);
      }
    }
  }
  return found;
}

/** One circle through a component: a shortest way back from its first module to itself. */
function pathThrough(component) {
  const members = new Set(component);
  const [first] = [...component].sort();
  const previous = new Map([[first, null]]);
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (target === first) {
        const path = [first];
        for (let at = node; at !== first; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, first];
      }
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [first, first];
}

const found = circles();
const shown = (file) => relative(process.cwd(), file);
if (found.length === 0) {
  console.log(`import-cycles: ${files.length} files under ${root}, no circle`);
  process.exit(0);
}
for (const component of found) {
  console.error(
    `import circle of ${component.length} module(s):\n  ${pathThrough(component).map(shown).join('\n  → ')}`,
  );
}
console.error(`import-cycles: ${found.length} circle(s) under ${root}`);
process.exit(1);

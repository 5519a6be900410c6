#!/usr/bin/env node
// Finds import cycles among the TypeScript files of one folder.
//   node scripts/import-cycles.mjs packages/server/src
// Every import counts (type-only and `export … from` too): a cycle of types still ties the
// files' meaning together. Prints one line per cycle and exits 1 when there is any.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const folder = process.argv[2];
if (!folder || !fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
  console.error('usage: node scripts/import-cycles.mjs <folder>');
  process.exit(2);
}
const root = path.resolve(folder);

/** The compiler options of the nearest tsconfig.json, so paths and resolution match the build. */
function compilerOptions() {
  const configFile = ts.findConfigFile(root, ts.sys.fileExists);
  if (!configFile) return { moduleResolution: ts.ModuleResolutionKind.Bundler };
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile)).options;
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const options = compilerOptions();
const files = sourceFiles(root);
const inside = new Set(files);

/** The files of the folder each file imports. */
const graph = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      return target && inside.has(target) ? [target] : [];
    });
    return [file, [...new Set(targets)].sort()];
  }),
);

/** Strongly connected components (Tarjan): each with more than one file holds a cycle. */
function components() {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file).includes(file)) found.push(component);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

/** One shortest cycle through the first file of a component, staying inside it. */
function cycleIn(component) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const target of graph.get(file)) {
      if (target === start) {
        const cycle = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)) cycle.splice(1, 0, at);
        return [...cycle, start];
      }
      if (members.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

const cycles = components();
const shown = (file) => path.relative(root, file);
for (const component of cycles) {
  const cycle = cycleIn(component);
  const others = component.length + 1 - cycle.length;
  const more = others > 0 ? ` (+${others} more file${others > 1 ? 's' : ''} in this tangle)` : '';
  console.log(`cycle: ${cycle.map(shown).join(' -> ')}${more}`);
}
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s) in ${folder}`);
  process.exit(1);
}
console.log(`no import cycles in ${folder}`);

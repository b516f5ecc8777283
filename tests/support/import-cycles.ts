/**
 * The import circles among the modules of one folder, read the way the
 * compiler reads them: each file's top-level `import` / `export ... from`
 * (type-only ones included: `import type` of a module that imports you back
 * is still a circle a reader has to untangle) resolved with TypeScript's own
 * module resolution and the project's tsconfig (so `~/...` and `~db/...`
 * resolve as they do for `tsc`). Imports that land outside the folder
 * (packages, generated route types) are not followed. Dynamic `import()` is
 * not a load-time edge and is not read.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts)$/;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

function compilerOptions(tsconfigPath: string): ts.CompilerOptions {
  const read = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfigPath)).options;
}

function specifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      out.push(statement.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference) && ts.isStringLiteral(statement.moduleReference.expression)) {
      out.push(statement.moduleReference.expression.text);
    }
  }
  return out;
}

/** Each file of `dir` (absolute paths) and the files of `dir` it imports. */
export function importGraph(dir: string, tsconfigPath: string): Map<string, string[]> {
  const root = path.resolve(dir);
  const options = compilerOptions(tsconfigPath);
  const files = sourceFiles(root);
  const inside = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of specifiersOf(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && inside.has(path.resolve(resolved))) targets.add(path.resolve(resolved));
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/**
 * Every circle as the files that make it, relative to `dir`, one circle per
 * strongly connected group of files (Tarjan), each listed from its first file
 * by name and closed by that file again: ['a.ts', 'b.ts', 'a.ts'].
 */
export function importCycles(dir: string, tsconfigPath: string): string[][] {
  const graph = importGraph(dir, tsconfigPath);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;

  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      const selfImport = group.length === 1 && (graph.get(file) ?? []).includes(file);
      if (group.length > 1 || selfImport) groups.push(group);
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);

  const root = path.resolve(dir);
  return groups.map((group) => circleThrough(graph, new Set(group), group.sort()[0]!).map((f) => path.relative(root, f))).sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One path from `start` back to itself inside the group (breadth first: the shortest). */
function circleThrough(graph: Map<string, string[]>, group: Set<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const circle = [start];
        for (let at: string | undefined = file; at !== undefined && at !== start; at = cameFrom.get(at)) circle.splice(1, 0, at);
        return [...circle, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/**
 * No import circle in app/: a module that imports,
 * through any chain, a module that imports it back fails `npm test`, naming
 * the files of the circle. Type-only imports count (the first circle found
 * was a component's `import type` of its route's loader).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from './support/import-cycles';

const repo = path.resolve(__dirname, '..');
const tsconfig = path.join(repo, 'tsconfig.json');

describe('import circles', () => {
  it('app/ has none', () => {
    expect(importCycles(path.join(repo, 'app'), tsconfig)).toEqual([]);
  });

  describe('the check finds a planted circle', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signboard-cycles-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const write = (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    };
    write('tsconfig.json', JSON.stringify({ compilerOptions: { moduleResolution: 'bundler', module: 'ES2022', baseUrl: '.', paths: { '~/*': ['./app/*'] } } }));
    write('app/components/screen.tsx', "import type { loader } from '~/routes/page';\nexport type Data = ReturnType<typeof loader>;\n");
    write('app/routes/page.ts', "import { rows } from './rows';\nexport const loader = () => rows;\n");
    write('app/routes/rows.ts', "export { type Data } from '../components/screen';\nexport const rows = [1];\n");
    write('app/domain/alone.ts', "import { rows } from '../routes/rows';\nimport 'react';\nexport const n = rows.length;\n");
    write('app/domain/self.ts', "import * as me from './self';\nexport const x = me;\n");
    write('app/domain/lazy.ts', "export const later = () => import('./lazy-back');\n");
    write('app/domain/lazy-back.ts', "import { later } from './lazy';\nexport const y = later;\n");

    it('through ~/ paths, relative paths, type-only imports and re-exports; not through a dynamic import()', () => {
      expect(importCycles(path.join(dir, 'app'), path.join(dir, 'tsconfig.json'))).toEqual([
        ['components/screen.tsx', 'routes/page.ts', 'routes/rows.ts', 'components/screen.tsx'],
        ['domain/self.ts', 'domain/self.ts'],
      ]);
    });
  });
});

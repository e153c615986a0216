import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/**
 * The boundary rules of .dependency-cruiser.cjs (run over the real code by `npm run lint`) run
 * here over a small tree laid out like the repository, with one deliberate breach per rule.
 */
describe('the architecture boundaries check', () => {
  let tree: string;
  let output: string;
  let status: number | null;

  function write(file: string, content: string): void {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), content);
  }

  function cruise(...folders: string[]): { status: number | null; output: string } {
    const run = spawnSync(
      process.execPath,
      [DEPCRUISE, '--config', CONFIG, '--output-type', 'err', ...folders],
      // CI may force colour on every child; the assertions read plain text.
      { cwd: tree, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } },
    );
    return { status: run.status, output: stripVTControlCharacters(`${run.stdout}${run.stderr}`) };
  }

  beforeAll(() => {
    tree = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
    copyFileSync(path.join(ROOT, 'tsconfig.base.json'), path.join(tree, 'tsconfig.base.json'));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
    // Allowed: a domain file importing another, zod, and a test importing vitest.
    write('packages/domain/src/money.ts', "import { z } from 'zod';\nexport const ZMoney = z.string();\n");
    write(
      'packages/domain/src/rules.ts',
      "import { ZMoney } from './money';\nexport const rules = [ZMoney];\n",
    );
    // A property test generating its cases with fast-check (allowed), and a rule doing so (refused).
    write(
      'packages/domain/src/rules.test.ts',
      "import fc from 'fast-check';\nimport { rules } from './rules';\nexport const cases = [fc, rules];\n",
    );
    write('packages/domain/src/generates.ts', "import fc from 'fast-check';\nexport const arbitrary = fc;\n");
    // Breaches of the domain's purity.
    write(
      'packages/domain/src/reads-files.ts',
      "import { readFileSync } from 'node:fs';\nexport { readFileSync };\n",
    );
    write('packages/domain/src/renders.ts', "import { useState } from 'react';\nexport { useState };\n");
    write('packages/domain/src/queries.ts', "import { eq } from 'drizzle-orm';\nexport { eq };\n");
    write(
      'packages/domain/src/uses-app.ts',
      "import { x } from '../../../apps/api/src/platform/x';\nexport { x };\n",
    );
    write('apps/api/src/platform/x.ts', 'export const x = 1;\n');
    // Web features: one importing another, one importing shared code (allowed).
    write('apps/web/src/features/users/users-page.tsx', 'export const UsersPage = 1;\n');
    write('apps/web/src/components/app-modal.tsx', 'export const AppModal = 1;\n');
    write(
      'apps/web/src/features/profiles/profiles-page.tsx',
      "import { UsersPage } from '../users/users-page';\nimport { AppModal } from '../../components/app-modal';\nexport const page = [UsersPage, AppModal];\n",
    );
    // API modules: one reading another's table and repository, one going through the service.
    write('apps/api/src/modules/profiles/profiles-table.ts', 'export const profiles = {};\n');
    write('apps/api/src/modules/profiles/profiles-repository.ts', 'export const findProfile = () => 1;\n');
    write('apps/api/src/modules/profiles/profiles-service.ts', 'export const getProfile = () => 1;\n');
    write(
      'apps/api/src/modules/users/users-repository.ts',
      "import { profiles } from '../profiles/profiles-table';\nexport const p = profiles;\n",
    );
    write(
      'apps/api/src/modules/users/users-service.ts',
      "import { findProfile } from '../profiles/profiles-repository';\nimport { getProfile } from '../profiles/profiles-service';\nexport const s = [findProfile, getProfile];\n",
    );
    // A foreign key: a table naming another module's table is the schema, not a read.
    write(
      'apps/api/src/modules/users/users-table.ts',
      "import { profiles } from '../profiles/profiles-table';\nexport const users = { profiles };\n",
    );
    // A loop of modules: profiles reaching back into users, which names profiles.
    write(
      'apps/api/src/modules/profiles/profile-holders.ts',
      "import { s } from '../users/users-service';\nexport const holders = s;\n",
    );
    // A loop through a type import only is a loop as well.
    write(
      'apps/api/src/modules/imports-exports/jobs-service.ts',
      "import { registers } from '../master-data/register-records';\nexport const jobs = registers;\n",
    );
    write(
      'apps/api/src/modules/master-data/register-records.ts',
      "import type { jobs } from '../imports-exports/jobs-service';\nexport const registers: typeof jobs = [];\n",
    );
    ({ status, output } = cruise('packages', 'apps'));
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('refuses Node, React, database and app code in packages/domain, and nothing else', () => {
    expect(status, output).not.toBe(0);
    const domainBreaches = output.split('\n').filter((line) => line.includes('domain-is-pure'));
    expect(domainBreaches.map((line) => line.match(/packages\/domain\/src\/[\w-]+\.ts/)?.[0]).sort()).toEqual(
      [
        'packages/domain/src/queries.ts',
        'packages/domain/src/reads-files.ts',
        'packages/domain/src/renders.ts',
        'packages/domain/src/uses-app.ts',
      ],
    );
  });

  it("keeps the test tools in the domain's tests: fast-check in a test is allowed, in a rule refused", () => {
    const breaches = output.split('\n').filter((line) => line.includes('domain-tests-only-use-vitest'));
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toContain('packages/domain/src/generates.ts');
  });

  it('refuses a web feature importing another feature, not one importing shared components', () => {
    const breaches = output
      .split('\n')
      .filter((line) => line.includes('web-feature-imports-no-other-feature'));
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toContain(
      'features/profiles/profiles-page.tsx → apps/web/src/features/users/users-page.tsx',
    );
  });

  it("refuses an API module reading another module's table or repository, not its service", () => {
    const breaches = output
      .split('\n')
      .filter((line) => line.includes('api-module-reads-only-its-own-tables'))
      .map((line) => line.replace(/^.*?: /, '').trim())
      .sort();
    expect(breaches).toEqual([
      'apps/api/src/modules/users/users-repository.ts → apps/api/src/modules/profiles/profiles-table.ts',
      'apps/api/src/modules/users/users-service.ts → apps/api/src/modules/profiles/profiles-repository.ts',
    ]);
  });

  it('refuses every loop between API modules', () => {
    const loops = output
      .split('\n')
      .filter((line) => line.includes('api-modules-not-circular'))
      .map((line) => line.replace(/^.*?: /, '').trim())
      .sort();
    expect(loops).toEqual([
      'apps/api/src/modules/imports-exports →',
      'apps/api/src/modules/master-data →',
      'apps/api/src/modules/profiles →',
      'apps/api/src/modules/users →',
    ]);
  });
});

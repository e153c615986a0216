import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  LOGIN_BUDGET_BYTES,
  lazyScreens,
  type Manifest,
  ROUTES_FILE,
  readManifest,
  screenCost,
  screensWithoutOwnChunk,
  WEB_DIST,
} from './support/bundle-budget';

const LOGIN_SCREEN = 'src/features/session/components/login-page.tsx';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('the production bundle', () => {
  // `npm run test:e2e` builds first; the manifest is written by that build.
  const manifestFile = path.join(WEB_DIST, '.vite/manifest.json');
  const screens = lazyScreens(readFileSync(ROUTES_FILE, 'utf8'));

  it('keeps the JavaScript that /login downloads under its gzipped budget', () => {
    expect(existsSync(manifestFile), `${manifestFile} is missing: run npm run build`).toBe(true);
    const cost = screenCost(WEB_DIST, readManifest(WEB_DIST), LOGIN_SCREEN);
    console.info(`/login downloads ${kb(cost.gzipBytes)} gzipped (budget ${kb(LOGIN_BUDGET_BYTES)})`);
    expect(cost.gzipBytes, `/login: ${kb(cost.gzipBytes)} > ${kb(LOGIN_BUDGET_BYTES)}`).toBeLessThanOrEqual(
      LOGIN_BUDGET_BYTES,
    );
  });

  it('splits every screen of the route table into its own chunk, none of them loaded by /login', () => {
    const manifest = readManifest(WEB_DIST);
    expect(screens).toContain(LOGIN_SCREEN);
    expect(screens.length).toBeGreaterThan(15);
    expect(screensWithoutOwnChunk(manifest, screens)).toEqual([]);
    const loginChunks = screenCost(WEB_DIST, manifest, LOGIN_SCREEN).chunks;
    expect(screens.filter((screen) => screen !== LOGIN_SCREEN && loginChunks.includes(screen))).toEqual([]);
    // The signed-in shell (menu, top bar, calendar panel) is not needed to sign in either.
    expect(loginChunks).not.toContain('src/app/signed-in-shell.tsx');
  });

  it('leaves the English catalogue out of /login: it is fetched when chosen', () => {
    const manifest = readManifest(WEB_DIST);
    const chunkNames = (keys: string[]) => keys.map((key) => manifest[key]?.name);
    expect(chunkNames(Object.keys(manifest))).toContain('en');
    expect(chunkNames(screenCost(WEB_DIST, manifest, LOGIN_SCREEN).chunks)).not.toContain('en');
  });
});

describe('the bundle check itself', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'bundle-budget-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  function fakeBuild(manifest: Manifest, files: Record<string, Buffer>): void {
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    for (const [file, bytes] of Object.entries(files)) writeFileSync(path.join(dist, file), bytes);
  }

  it('fails a build whose /login pulls an oversized chunk', () => {
    fakeBuild(
      {
        'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
        '_vendor.js': { file: 'assets/vendor.js' },
        [LOGIN_SCREEN]: { file: 'assets/login.js', isDynamicEntry: true, imports: ['index.html'] },
      },
      {
        'assets/index.js': Buffer.from('console.log(1);'),
        // Random bytes do not compress: the gzipped size stays above the budget.
        'assets/vendor.js': randomBytes(LOGIN_BUDGET_BYTES + 1024),
        'assets/login.js': Buffer.from('export {};'),
      },
    );
    const cost = screenCost(dist, readManifest(dist), LOGIN_SCREEN);
    expect(cost.chunks.sort()).toEqual(['_vendor.js', 'index.html', LOGIN_SCREEN].sort());
    expect(cost.gzipBytes).toBeGreaterThan(LOGIN_BUDGET_BYTES);
  });

  it('finds a screen imported statically instead of lazily', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      [LOGIN_SCREEN]: { file: 'assets/login.js', isDynamicEntry: true },
    };
    const source = `lazy: () => import('../features/session/components/login-page'),
      lazy: () => import('../features/users/components/users-page'),`;
    expect(lazyScreens(source)).toEqual([LOGIN_SCREEN, 'src/features/users/components/users-page.tsx']);
    expect(screensWithoutOwnChunk(manifest, lazyScreens(source))).toEqual([
      'src/features/users/components/users-page.tsx',
    ]);
  });
});

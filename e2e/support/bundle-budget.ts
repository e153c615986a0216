import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: the file name of its main module (`en` for `messages/en.ts`). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');
export const ROUTES_FILE = path.resolve(import.meta.dirname, '../../apps/web/src/app/routes.ts');

/**
 * The most JavaScript, gzipped, that opening /login may download. Measured at 186.6 KB once the
 * pages without a session, the page loader and the crash page were drawn without antd and its
 * theme and notifications moved to the frames after sign-in (351.7 KB before): React and React
 * Router, i18next, TanStack Query, zod/mini, antd's icons, the Portuguese catalogue and the login
 * form. A change that grows it past the margin has to say why here.
 */
export const LOGIN_BUDGET_BYTES = 300 * 1024;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Manifest keys of the given entries and of everything they import statically, transitively. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

export interface ScreenCost {
  chunks: string[];
  gzipBytes: number;
}

/** What a first visit to a screen downloads: the page's entry, the screen's chunk, their imports. */
export function screenCost(distDir: string, manifest: Manifest, screenSrc: string): ScreenCost {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const chunks = staticClosure(manifest, [entry, screenSrc]);
  const gzipBytes = chunks
    .map((key) => readFileSync(path.join(distDir, (manifest[key] as ManifestChunk).file)))
    .reduce((total, bytes) => total + gzipSync(bytes, { level: 9 }).length, 0);
  return { chunks, gzipBytes };
}

/** The screen modules the route table loads lazily, as manifest keys (`src/features/...tsx`). */
export function lazyScreens(routesSource: string): string[] {
  const found = [...routesSource.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map((match) =>
    path.posix.join('src/app', `${match[1]}.tsx`),
  );
  return [...new Set(found)];
}

/** Screens bundled into another chunk instead of their own (a static import somewhere). */
export function screensWithoutOwnChunk(manifest: Manifest, screens: readonly string[]): string[] {
  return screens.filter((screen) => !manifest[screen]?.isDynamicEntry);
}

// Web timings (part of the load benchmark): time to first render of /login and of the users list
// in headless Chromium against the running API (which serves the built web app), and the bundle
// sizes of the production build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { root } from './bundle.mjs';

const RUNS = 5;
const assets = path.join(root, 'apps', 'web', 'dist', 'assets');

const sizeOf = (file) => {
  const content = readFileSync(path.join(assets, file));
  return { raw: content.length, gzip: gzipSync(content).length };
};
const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Sizes of the production build's JavaScript and CSS. */
export function bundleSizes() {
  const files = readdirSync(assets);
  const total = (extension) => {
    const sizes = files.filter((file) => file.endsWith(extension)).map(sizeOf);
    return {
      files: sizes.length,
      rawKb: kb(sizes.reduce((sum, size) => sum + size.raw, 0)),
      gzipKb: kb(sizes.reduce((sum, size) => sum + size.gzip, 0)),
      largestGzipKb: kb(Math.max(...sizes.map((size) => size.gzip))),
    };
  };
  return { js: total('.js'), css: total('.css') };
}

/** Milliseconds from navigation start to `ready` and to the first contentful paint. */
async function timeNavigation(page, url, ready) {
  await page.goto(url);
  await ready(page);
  const rendered = await page.evaluate(() => performance.now());
  // The paint entry is recorded after the frame is presented: wait for the next one.
  const firstContentfulPaint = await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(
            () => resolve(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null),
            50,
          ),
        ),
      ),
  );
  return { rendered, firstContentfulPaint };
}

export async function measureWeb(base) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // /login, cold: a new context (empty cache) each run; the scripts it loads are recorded.
    const login = [];
    const loginScripts = new Set();
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          loginScripts.add(path.basename(new URL(response.url()).pathname));
      });
      login.push(
        await timeNavigation(page, `${base}/login`, (p) => p.getByLabel('Senha', { exact: true }).waitFor()),
      );
      await context.close();
    }
    // The users list after signing in: a full page load of /user until the grid shows its rows.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Usuário', { exact: true }).fill('admin');
    await page.getByLabel('Senha', { exact: true }).fill('Admin@123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${base}/`);
    const users = [];
    for (let run = 0; run < RUNS; run++) {
      users.push(await timeNavigation(page, `${base}/user`, (p) => p.locator('tbody tr').first().waitFor()));
    }
    await context.close();
    const loginJs = [...loginScripts].filter((file) => file.endsWith('.js')).map(sizeOf);
    const summary = (runs) => ({
      renderedMs: Math.round(median(runs.map((run) => run.rendered))),
      firstContentfulPaintMs: Math.round(median(runs.map((run) => run.firstContentfulPaint ?? Number.NaN))),
    });
    return {
      login: summary(login),
      users: summary(users),
      loginJs: {
        files: loginJs.length,
        rawKb: kb(loginJs.reduce((sum, size) => sum + size.raw, 0)),
        gzipKb: kb(loginJs.reduce((sum, size) => sum + size.gzip, 0)),
      },
      bundle: bundleSizes(),
    };
  } finally {
    await browser.close();
  }
}

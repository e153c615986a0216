import type { TestProject } from 'vitest/node';
import { productServer } from './server';
import { SUPPORT_DOCUMENTS_URL } from './settings';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One product server for the browser tests, with the demo data. */
export default async function setup(project: TestProject) {
  const server = await productServer({ SUPPORT_DOCUMENTS_URL });
  await server.start();
  project.provide('baseUrl', server.baseUrl);
  return () => server.dispose();
}

import { type BrowserSession, openBrowser, signIn } from './browser';

/** Opens a cycle folder's editor as `login` and waits for its heading. */
export async function openFolderAs(
  login: string,
  password: string,
  address: string,
): Promise<BrowserSession> {
  const session = await openBrowser();
  await signIn(session, login, password);
  await session.page.goto(`${session.baseUrl}${address}`);
  await session.page.getByRole('heading', { name: /Pasta de ciclo/ }).waitFor();
  return session;
}

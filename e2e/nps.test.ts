import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, signIn } from './support/browser';

describe('NPS survey', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('is answered once: rating required, saved with the spec message, then it sends the user home', async () => {
    const { page, baseUrl } = browser;
    await signIn(browser, 'admin', 'Admin@123');
    await page.getByRole('link', { name: 'Avaliar o sistema' }).click();
    await page.waitForURL(`${baseUrl}/nps`);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Avaliar o sistema' }).click();
    await page.waitForURL(`${baseUrl}/nps`);
    await page.getByRole('heading', { name: 'Pesquisa de satisfação (NPS)' }).waitFor();
    // No menu and no header on this page.
    expect(await page.getByRole('complementary', { name: 'Menu principal' }).count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(0);

    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => page.getByText('O campo é obrigatório').isVisible()).toBe(true);
    await page.getByRole('radiogroup', { name: 'Nota' }).getByText('9', { exact: true }).click();
    await page.getByLabel('Comentário (opcional)').fill('Aprovar acordos ficou mais rápido.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.getByText('NPS salvo').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Avaliar o sistema' }).count()).toBe(0);

    // A new visit asks the server, which remembers the answer.
    await page.evaluate(() => sessionStorage.removeItem('answeredNps'));
    await page.goto(`${baseUrl}/nps`);
    await page.waitForURL(`${baseUrl}/`);
  });
});

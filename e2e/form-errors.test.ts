import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';

const REQUIRED = 'O campo é obrigatório';

/** The error texts shown under one labelled field of a form. */
const errorsOf = (scope: Page | ReturnType<Page['getByRole']>, page: Page, label: string) =>
  scope
    .locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) })
    .locator('.ant-form-item-explain-error')
    .allTextContents();

describe('form errors after a failed save', () => {
  let admin: BrowserSession;
  beforeAll(async () => {
    admin = await openBrowser();
    await resumeSession(admin, 'admin', 'Admin@123');
  });
  afterAll(async () => {
    await admin.close();
  });

  it('new user: fields filled after a failed save lose their error, the still-empty ones keep theirs', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/user/register`);
    await page.getByRole('heading', { name: 'Cadastrar usuário' }).waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => errorsOf(page, page, 'Login')).toContain(REQUIRED);
    expect(await errorsOf(page, page, 'Nome')).toEqual([REQUIRED]);

    await page.getByLabel('Login', { exact: true }).fill('ines.formulario');
    await page.getByLabel('Nome', { exact: true }).fill('Inês Formulário');
    await page.getByRole('button', { name: 'Salvar' }).click();
    // The e-mail's error was already there before this save, and the cleared ones leave through
    // the library's closing animation: wait for the outcome rather than read it once.
    await expect.poll(() => errorsOf(page, page, 'Login')).toEqual([]);
    await expect.poll(() => errorsOf(page, page, 'Nome')).toEqual([]);
    expect(await errorsOf(page, page, 'E-mail')).toEqual([REQUIRED]);
    expect(await errorsOf(page, page, 'Perfil')).toEqual([REQUIRED]);
    expect(page.url()).toBe(`${baseUrl}/user/register`);
  });

  it('new profile: the name loses its error once filled, and the profile saves', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: 'Novo perfil' }).click();
    const drawer = page.getByRole('dialog', { name: 'Novo perfil' });
    await drawer.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => errorsOf(drawer, page, 'Nome')).toEqual([REQUIRED]);

    await drawer.getByLabel('Nome', { exact: true }).fill('Perfil sem erros antigos');
    await expect.poll(() => errorsOf(drawer, page, 'Nome')).toEqual([]);
    await drawer.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(() => page.getByRole('row', { name: /Perfil sem erros antigos/ }).isVisible())
      .toBe(true);
  });
});

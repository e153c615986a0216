import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { oneBrowserPerUser, toast } from './support/browser';

const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));

/** The number the top bar's chat badge says, read from its label. */
async function badgeCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('chat-badge').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? Number.NaN);
}

describe('support chat', () => {
  const users = oneBrowserPerUser();
  afterAll(() => users.closeAll());

  it('a ticket opened by a user is answered by the support, seen answered by the badge, and closed', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const subject = `Exportação vazia ${Date.now()}`;
    const user = await users.pageOf('financeiro');
    const baseUrl = new URL(user.url()).origin;
    await user.goto(`${baseUrl}/`);
    const unreadBefore = await badgeCount(user);

    await user.getByRole('link', { name: /Chat:/ }).click();
    await user.waitForURL(`${baseUrl}/chat`);
    await user.getByRole('link', { name: 'Abrir chamado' }).click();
    await user.waitForURL(`${baseUrl}/chat/register`);
    // The address changes before the new screen is drawn (the router renders it in a
    // transition), and the list it replaces has a "Tipo" picker of its own: wait for the form.
    await user.getByRole('heading', { name: 'Abrir chamado' }).waitFor();
    // The type is chosen with the keyboard: the list opens on the first type, Problema, and
    // Enter takes it.
    const type = user.getByRole('combobox', { name: 'Tipo' });
    await type.focus();
    await type.press('ArrowDown');
    await user
      .locator('.ant-select-dropdown:visible .ant-select-item-option-active')
      .filter({ hasText: 'Problema' })
      .waitFor();
    await type.press('Enter');
    await user.locator('.ant-select-content[title="Problema"]').waitFor();
    await user.getByLabel('Assunto').fill(subject);
    await user.getByLabel('Telefone').fill('(11) 98765-4321');
    await user.getByLabel('Mensagem').fill('Vazio');
    await user.getByRole('button', { name: 'Enviar' }).click();
    await user.getByText('Digite ao menos 20 caracteres').waitFor();
    await user.getByLabel('Mensagem').fill('Ao exportar a apuração de março o arquivo vem vazio.');
    await user.locator('input[type="file"]').setInputFiles({
      name: 'tela do erro.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('planilha sem linhas'),
    });
    await user.getByText('tela do erro.txt').waitFor();
    await user.screenshot({ path: path.join(ARTIFACTS, 'chat-register.png'), fullPage: true });
    await user.getByRole('button', { name: 'Enviar' }).click();
    await user.waitForURL(/\/chat\/edit\/\d+$/);
    const address = new URL(user.url()).pathname;
    await user.getByRole('heading', { name: new RegExp(subject) }).waitFor();
    await user.getByText('Aguardando resposta').waitFor();

    const support = await users.pageOf('admin');
    await support.goto(`${baseUrl}${address}`);
    await support.getByRole('button', { name: 'Baixar tela do erro.txt' }).waitFor();
    await support.getByLabel('Sua mensagem').fill('Corrigimos a exportação: tente de novo, por favor.');
    await support.getByRole('button', { name: 'Enviar' }).click();
    await toast(support, 'Registro salvo com sucesso');
    await support.getByText('Respondido').waitFor();
    await support.screenshot({ path: path.join(ARTIFACTS, 'chat-thread.png'), fullPage: true });

    await user.goto(`${baseUrl}/`);
    await expect.poll(() => badgeCount(user)).toBe(unreadBefore + 1);
    await user.getByRole('link', { name: /Chat:/ }).click();
    const row = user.getByRole('row').filter({ hasText: subject });
    await row.getByText('Nova resposta').waitFor();
    await user.screenshot({ path: path.join(ARTIFACTS, 'chat-list.png'), fullPage: true });
    await row.getByRole('link', { name: subject }).click();
    await user.getByText('Corrigimos a exportação: tente de novo, por favor.').waitFor();
    await expect.poll(() => badgeCount(user)).toBe(unreadBefore);

    await user.getByRole('button', { name: 'Fechar chamado' }).click();
    await user.getByRole('tooltip').getByRole('button', { name: 'Fechar chamado' }).click();
    // The server's own message, shown by the client as a notification.
    await user.getByText('Chamado fechado', { exact: true }).first().waitFor();
    await user.getByText('Fechado', { exact: true }).waitFor();
    expect(await user.getByLabel('Sua mensagem').count()).toBe(0);
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, signIn } from './support/browser';
import { sharedBaseUrl } from './support/shared-server';
import { createUser, type NewUser } from './support/users';

// Each scenario changes a user of this file's own (a password, a reset, an edition request), so
// the demo users that other files sign in as stay as the demo data made them.
describe('account self-service in the browser', () => {
  const stamp = Date.now().toString(36);
  const userOf = (login: string, name: string, profile: string, password: string): NewUser => ({
    login: `${login}.${stamp}`,
    name,
    email: `${login}.${stamp}@example.com`,
    profile,
    password,
  });
  const changing = userOf('conta.senha', 'Flávia Finanças', 'Financeiro', 'Financeiro@123');
  const requesting = userOf('conta.edicao', 'Cecília Comercial', 'Comercial', 'Comercial@123');
  const resetting = userOf('conta.reset', 'Renato Aprovador', 'Aprovador', 'Aprovador@123');
  beforeAll(async () => {
    for (const user of [changing, requesting, resetting]) await createUser(sharedBaseUrl(), user);
  });

  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('changes the password under the policy, logs out, and signs in with the new one', async () => {
    const { page, baseUrl } = browser;
    await signIn(browser, changing.login, changing.password);
    await page.getByRole('button', { name: changing.name }).click();
    await page.getByRole('menuitem', { name: 'Alterar senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialog.getByText('O campo é obrigatório').count()).toBe(3);

    await dialog.getByLabel('Senha atual').fill('Financeiro@123');
    await dialog.getByLabel('Nova senha', { exact: true }).fill('fraca');
    await dialog.getByLabel('Confirmação da nova senha').fill('outra');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(() => dialog.getByText('A senha deve ter ao menos 8 caracteres', { exact: false }).isVisible())
      .toBe(true);
    await expect.poll(() => dialog.getByText('As senhas não conferem').isVisible()).toBe(true);
    expect(await dialog.getByLabel('Nova senha', { exact: true }).getAttribute('maxlength')).toBe('18');

    await dialog.getByLabel('Nova senha', { exact: true }).fill('Financas#2026');
    await dialog.getByLabel('Confirmação da nova senha').fill('Financas#2026');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await expect
      .poll(() => page.getByText('Senha alterada com sucesso. Entre novamente com a nova senha.').isVisible())
      .toBe(true);

    await signIn(browser, changing.login, 'Financas#2026');
    await expect.poll(() => page.getByText(changing.name).first().isVisible()).toBe(true);
  });

  it('sends a user edition request from the Support menu once, and explains a second one', async () => {
    const { page } = browser;
    await signIn(browser, requesting.login, requesting.password);
    const menu = page.getByRole('complementary', { name: 'Menu principal' });
    await menu.hover();
    await menu.getByText('Suporte').click();
    await menu.getByText('Solicitar edição de usuário').click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar edição de usuário' });
    expect(await dialog.getByLabel('Usuário').inputValue()).toBe(requesting.name);
    await dialog.getByLabel('Justificativa').fill('   ');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => dialog.getByText('O campo é obrigatório').isVisible()).toBe(true);
    expect(await dialog.getByLabel('Justificativa').getAttribute('maxlength')).toBe('500');

    await dialog.getByLabel('Justificativa').fill('Passei a atender a regional Sul');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect
      .poll(() =>
        page.getByText('Solicitação de edição enviada. Aguarde a aprovação', { exact: false }).isVisible(),
      )
      .toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await page.getByRole('button', { name: requesting.name }).click();
    await page.getByRole('menuitem', { name: 'Solicitar edição de usuário' }).click();
    await dialog.getByLabel('Justificativa').fill('De novo');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect
      .poll(() =>
        page
          .getByText('Usuário aguardando aprovação de edição, contate o responsável pelo cadastro')
          .isVisible(),
      )
      .toBe(true);
  });

  it('recovers a forgotten password through the mailed link, which works once', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.getByLabel('Usuário ou e-mail').fill(resetting.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect
      .poll(() =>
        page.getByText('Se os dados informados estiverem cadastrados', { exact: false }).isVisible(),
      )
      .toBe(true);

    await page.getByRole('link', { name: 'Caixa de saída de e-mails (desenvolvimento)' }).click();
    await page.waitForURL(`${baseUrl}/dev/outbox`);
    const mail = page.getByRole('listitem').filter({ hasText: resetting.email }).first();
    const link = mail.getByRole('link', { name: /recover-password\?token=/ });
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await page.waitForURL(/\/recover-password\?token=/);

    await page.getByLabel('Nova senha', { exact: true }).fill('Aprova#2026');
    await page.getByLabel('Confirmação da nova senha').fill('Aprova#2026');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await expect
      .poll(() => page.getByText('Senha salva com sucesso. Entre com a nova senha.').isVisible())
      .toBe(true);

    await page.goto(href);
    await page.getByLabel('Nova senha', { exact: true }).fill('Outra#2026');
    await page.getByLabel('Confirmação da nova senha').fill('Outra#2026');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await expect
      .poll(() => page.getByText('Link inválido, expirado ou já utilizado', { exact: false }).isVisible())
      .toBe(true);

    await signIn(browser, resetting.login, 'Aprova#2026');
  });

  it('sends a first-access request, in English too', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Request first access' }).click();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.getByText('The field is required').count()).toBe(4);
    await page.getByLabel('Full name').fill('Diego Novo');
    await page.getByLabel('E-mail').fill('diego@example.com');
    await page.getByLabel('Login', { exact: true }).fill('diego.novo');
    await page.getByLabel('Justification').fill('Trade analyst, North region');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() =>
        page.getByText('Access request sent. You will receive an e-mail once it is reviewed.').isVisible(),
      )
      .toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, signIn } from './support/browser';

// Each scenario works on users it creates itself (a first-access request, a user registered by
// the admin), so no other browser test's sign-ins or edition requests get in the way.
describe('users administration in the browser', () => {
  let admin: BrowserSession;
  let other: BrowserSession;
  beforeEach(async () => {
    admin = await openBrowser();
    other = await openBrowser();
  });
  afterEach(async () => {
    await admin.close();
    await other.close();
  });

  const pickOption = (session: BrowserSession, title: string) =>
    session.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).click();

  it('approves a first-access request with the Financeiro profile; the new user sets a password and sees that menu', async () => {
    const visitor = other.page;
    await visitor.goto(`${other.baseUrl}/first-access`);
    await visitor.getByLabel('Nome completo').fill('Gabriela Nova');
    await visitor.getByLabel('E-mail').fill('gabriela.nova@example.com');
    await visitor.getByLabel('Usuário (login)').fill('gabriela.nova');
    await visitor.getByLabel('Justificativa').fill('Analista financeira da regional Sul');
    await visitor.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect
      .poll(() => visitor.getByText('Solicitação de acesso enviada', { exact: false }).isVisible())
      .toBe(true);

    const { page, baseUrl } = admin;
    await signIn(admin, 'admin', 'Admin@123');
    const menu = page.getByRole('complementary', { name: 'Menu principal' });
    await menu.hover();
    await menu.getByText('Administração').click();
    // Users come first in the Administration group.
    const links = (await menu.getByRole('link').allInnerTexts()).map((label) => label.trim());
    const first = links.indexOf('Usuários');
    expect(links.slice(first, first + 2)).toEqual(['Usuários', 'Perfis']);
    await menu.getByRole('link', { name: 'Usuários' }).click();
    await page.waitForURL(`${baseUrl}/user`);
    // The side menu closes once the pointer leaves it.
    await page.mouse.move(900, 500);
    await page.getByRole('tab', { name: /Primeiro acesso/ }).click();
    const row = page.getByRole('row', { name: /gabriela\.nova/ });
    await expect.poll(() => row.isVisible()).toBe(true);
    await row.getByRole('link', { name: 'Configurar Gabriela Nova' }).click();
    await page.waitForURL(/\/user\/config_first_access\/\d+$/);
    await expect.poll(() => page.getByText('Analista financeira da regional Sul').isVisible()).toBe(true);
    await page.getByLabel('Perfil', { exact: true }).click();
    await pickOption(admin, 'Financeiro');
    await page.getByRole('button', { name: 'Enviar para aprovação' }).click();
    await page.waitForURL(`${baseUrl}/user?tab=underApproval`);
    const waiting = page.getByRole('row', { name: /gabriela\.nova/ });
    await expect.poll(() => waiting.textContent()).toContain('Financeiro');
    await waiting.getByRole('link', { name: 'Analisar Gabriela Nova' }).click();
    await page.waitForURL(/\/user\/approval_request\/\d+$/);
    await page.getByRole('button', { name: 'Aprovar' }).click();
    await page.waitForURL(`${baseUrl}/user?tab=registered`);
    await expect
      .poll(() => page.getByText('Primeiro acesso aprovado', { exact: false }).isVisible())
      .toBe(true);

    await visitor.goto(`${other.baseUrl}/dev/outbox`);
    const mail = visitor.getByRole('listitem').filter({ hasText: 'gabriela.nova@example.com' }).first();
    const link = mail.getByRole('link', { name: /recover-password\?token=/ });
    await expect.poll(() => link.isVisible()).toBe(true);
    await link.click();
    await visitor.waitForURL(/\/recover-password\?token=/);
    await visitor.getByLabel('Nova senha', { exact: true }).fill('Gabriela#2026');
    await visitor.getByLabel('Confirmação da nova senha').fill('Gabriela#2026');
    await visitor.getByRole('button', { name: 'Salvar senha' }).click();
    await expect
      .poll(() => visitor.getByText('Senha salva com sucesso', { exact: false }).isVisible())
      .toBe(true);

    await signIn(other, 'gabriela.nova', 'Gabriela#2026');
    const userMenu = visitor.getByRole('complementary', { name: 'Menu principal' });
    await userMenu.hover();
    const groups = await userMenu.locator('.ant-menu-root > li').allInnerTexts();
    // The Financeiro profile views agreements, appreciates cycle folders and keeps detached
    // ascertainments, so their groups are listed too (the folders' two fund summaries are open to
    // every user besides).
    expect(groups.map((label) => label.trim().split('\n')[0])).toEqual([
      'Dashboards',
      'Administração',
      'Pasta de ciclo',
      'Acordos comerciais',
      'Apurações avulsas',
      'Suporte',
      'Sair',
    ]);
    await userMenu.getByText('Administração').click();
    await expect.poll(() => userMenu.getByRole('link', { name: 'Calendário' }).isVisible()).toBe(true);
    for (const hidden of ['Usuários', 'Perfis', 'Fluxos de aprovação']) {
      expect(await userMenu.getByRole('link', { name: hidden }).count(), hidden).toBe(0);
    }
  });

  it('reproves an edition request with a justification that the user detail then shows', async () => {
    const { page, baseUrl } = admin;
    await signIn(admin, 'admin', 'Admin@123');
    await page.goto(`${baseUrl}/user`);
    await page.getByRole('link', { name: 'Novo usuário' }).click();
    await page.waitForURL(`${baseUrl}/user/register`);
    await expect.poll(() => page.getByRole('heading', { name: 'Cadastrar usuário' }).isVisible()).toBe(true);
    await page.getByLabel('Login', { exact: true }).fill('helena.aprovadora');
    await page.getByLabel('Nome', { exact: true }).fill('Helena Aprovadora');
    await page.getByLabel('E-mail', { exact: true }).fill('helena@example.com');
    await page.getByLabel('Perfil', { exact: true }).click();
    await pickOption(admin, 'Aprovador');
    await page.getByLabel('Senha inicial').fill('Helena#2026');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/user\/edit\/\d+$/);

    const user = other.page;
    await signIn(other, 'helena.aprovadora', 'Helena#2026');
    await user.getByRole('button', { name: 'Helena Aprovadora' }).click();
    await user.getByRole('menuitem', { name: 'Solicitar edição de usuário' }).click();
    const dialog = user.getByRole('dialog', { name: 'Solicitar edição de usuário' });
    await dialog.getByLabel('Justificativa').fill('Preciso aprovar pagamentos também');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect
      .poll(() => user.getByText('Solicitação de edição enviada', { exact: false }).isVisible())
      .toBe(true);

    await page.goto(`${baseUrl}/user?tab=editionRequest`);
    const row = page.getByRole('row', { name: /helena\.aprovadora/ });
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    await row.getByRole('link', { name: 'Configurar Helena Aprovadora' }).click();
    await page.waitForURL(/\/user\/config_edition_request\/\d+$/);
    await expect.poll(() => page.getByText('Preciso aprovar pagamentos também').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Reprovar' }).click();
    const reprove = page.getByRole('dialog', { name: 'Reprovar solicitação' });
    // The dialog opens with an animation: a click before it settles does not reach the form.
    await expect.poll(() => reprove.getByLabel('Justificativa').isVisible()).toBe(true);
    await reprove.getByRole('button', { name: 'Reprovar' }).click();
    await expect
      .poll(() => reprove.getByText('O campo é obrigatório').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await reprove.getByLabel('Justificativa').fill('O perfil Aprovador já cobre a função');
    await reprove.getByRole('button', { name: 'Reprovar' }).click();
    await page.waitForURL(`${baseUrl}/user?tab=registered`);

    await page.getByLabel('Buscar por nome, login ou e-mail').fill('helena');
    await page.getByLabel('Buscar por nome, login ou e-mail').press('Enter');
    const registered = page.getByRole('row', { name: /helena\.aprovadora/ });
    await registered.getByRole('link', { name: 'Ver Helena Aprovadora' }).click();
    await page.waitForURL(/\/user\/edit\/\d+$/);
    const decisions = page.getByRole('table').filter({ hasText: 'O perfil Aprovador já cobre a função' });
    await expect.poll(() => decisions.isVisible()).toBe(true);
    expect(await decisions.textContent()).toContain('Reprovado');
    expect(await decisions.textContent()).toContain('Preciso aprovar pagamentos também');

    // Removing the user ends the session they still have open: their next call signs them out.
    await page.goto(`${baseUrl}/user?tab=registered`);
    await page.getByLabel('Buscar por nome, login ou e-mail').fill('helena');
    await page.getByLabel('Buscar por nome, login ou e-mail').press('Enter');
    await page.getByRole('button', { name: 'Excluir Helena Aprovadora' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => page.getByText('Usuário desativado com sucesso').isVisible()).toBe(true);

    await user.getByRole('button', { name: 'Helena Aprovadora' }).click();
    await user.getByRole('menuitem', { name: 'Solicitar edição de usuário' }).click();
    const again = user.getByRole('dialog', { name: 'Solicitar edição de usuário' });
    await again.getByLabel('Justificativa').fill('Ainda preciso de acesso');
    await again.getByRole('button', { name: 'Enviar' }).click();
    await user.waitForURL(`${other.baseUrl}/login`);
    await expect.poll(() => user.getByText('Sessão expirada, faça login novamente!').isVisible()).toBe(true);
  });
});

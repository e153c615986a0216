import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, signIn } from './support/browser';
import { SUPPORT_DOCUMENTS_URL } from './support/settings';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';

describe('the signed-in shell', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  const menu = () => browser.page.getByRole('complementary', { name: 'Menu principal' });
  const menuWidth = async () => (await menu().boundingBox())?.width;

  it('opens the side menu on hover, 58 px closed and 320 px open, and keeps it open once pinned', async () => {
    const { page } = browser;
    await signIn(browser, 'admin', 'Admin@123');
    await page.mouse.move(800, 500);
    await expect.poll(menuWidth).toBe(58);
    await menu().hover();
    await expect.poll(menuWidth).toBe(320);
    await page.mouse.move(800, 500);
    await expect.poll(menuWidth).toBe(58);

    await menu().hover();
    await page.getByRole('button', { name: 'Fixar o menu aberto' }).click();
    await page.mouse.move(800, 500);
    // An unpinned menu closes as the pointer leaves it: the sider is marked collapsed on the next
    // render, before its width starts to shrink. Two frames later a pinned one is not.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(
      await menu().evaluate((sider) =>
        (sider.closest('.ant-layout-sider') ?? sider).classList.contains('ant-layout-sider-collapsed'),
      ),
    ).toBe(false);
    await expect.poll(menuWidth).toBe(320);
    // Pinned, the page makes room for the menu instead of lying under it.
    // The content slides aside with the menu's transition: read it once it has settled.
    await expect
      .poll(async () => (await page.getByRole('main').boundingBox())?.x ?? 0)
      .toBeGreaterThanOrEqual(320);
    await page.reload();
    await expect.poll(menuWidth).toBe(320);
    await page.getByRole('button', { name: 'Soltar o menu' }).click();
    await page.mouse.move(800, 500);
    await expect.poll(menuWidth).toBe(58);
  });

  it('opens and closes things at once for a user who asks for less motion, animated otherwise', async () => {
    const animated = await openBrowser({ reducedMotion: 'no-preference' });
    try {
      for (const [session, expected] of [
        [browser, '0s'],
        [animated, '0.2s'],
      ] as const) {
        const { page, baseUrl } = session;
        await signIn(session, 'admin', 'Admin@123');
        await page.goto(`${baseUrl}/approval-flow`);
        // The library's motion durations are its theme's: a button's transition reads them.
        const button = page.getByRole('button', { name: 'Novo fluxo' });
        expect(await button.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe(
          expected,
        );
      }
    } finally {
      await animated.close();
    }
  });

  it('lists the spec groups with Support and Logout last, and the support documents link', async () => {
    const { page } = browser;
    await signIn(browser, 'admin', 'Admin@123');
    await menu().hover();
    const labels = await menu().locator('.ant-menu-root > li').allInnerTexts();
    expect(labels.map((label) => label.trim().split('\n')[0])).toEqual([
      'Dashboards',
      'Administração',
      'Clientes e produtos',
      'Pasta de ciclo',
      'Acordos comerciais',
      'ACTPM',
      'Apurações avulsas',
      'Valor percentual',
      'Pagamentos',
      'Suporte',
      'Sair',
    ]);
    await menu().getByText('Suporte').click();
    const documents = menu().getByRole('link', { name: 'Documentos de suporte' });
    expect(await documents.getAttribute('href')).toBe(SUPPORT_DOCUMENTS_URL);
    expect(await documents.getAttribute('target')).toBe('_blank');
    await page.getByRole('button', { name: 'English' }).click();
    const english = page.getByRole('complementary', { name: 'Main menu' });
    await english.hover();
    await expect.poll(() => english.getByText('Support', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Português' }).click();
  });

  it('hides a menu item from a user without its role, and refuses its route', async () => {
    const { page, baseUrl } = browser;
    await signIn(browser, 'admin', 'Admin@123');
    await menu().hover();
    await menu().getByText('Administração').click();
    await menu().getByRole('link', { name: 'Páginas de desenvolvimento' }).click();
    await page.waitForURL(`${baseUrl}/sandbox`);
    // The logout keeps the page shown: wait for it to be shown, not only addressed.
    await page.getByRole('heading', { name: 'Páginas de desenvolvimento' }).waitFor();
    await page.getByRole('button', { name: 'Sair' }).click();

    // Signing in after a logout returns to the page left; this user may not open it.
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel('Usuário', { exact: true }).fill('comercial');
    await page.getByLabel('Senha', { exact: true }).fill('Comercial@123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${baseUrl}/sandbox`);
    await expect
      .poll(() => page.getByText('Você não tem permissão para acessar esta página.').isVisible())
      .toBe(true);
    await menu().hover();
    await expect.poll(menuWidth).toBe(320);
    // The calendar is open to everyone, so the group stays, holding only what this user may open.
    // The group of the page shown may already be open (when the shell came up on this page), so
    // it is opened only when it is closed.
    const administration = menu().getByRole('menuitem', { name: 'Administração' });
    if ((await administration.getAttribute('aria-expanded')) !== 'true') await administration.click();
    await expect.poll(() => menu().getByRole('link', { name: 'Calendário' }).isVisible()).toBe(true);
    expect(await menu().getByText('Páginas de desenvolvimento').count()).toBe(0);
    expect(await menu().getByRole('link', { name: 'Perfis' }).count()).toBe(0);
    await page.goto(`${baseUrl}/sandbox`);
    await expect
      .poll(() => page.getByText('Você não tem permissão para acessar esta página.').isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { name: 'Páginas de desenvolvimento' }).count()).toBe(0);
  });

  it('shows breadcrumbs from home to the page', async () => {
    const { page, baseUrl } = browser;
    await signIn(browser, 'admin', 'Admin@123');
    await page.goto(`${baseUrl}/sandbox/styleguide`);
    const trail = page.getByRole('navigation', { name: 'Você está em' });
    await expect
      .poll(() => trail.textContent())
      .toMatch(/Início\s*\/\s*Páginas de desenvolvimento\s*\/\s*Guia de componentes/);
    await trail.getByRole('link', { name: 'Páginas de desenvolvimento' }).click();
    await page.waitForURL(`${baseUrl}/sandbox`);
  });

  it('shows the crash page with the stack, copies it and downloads errorEvidence.txt', async () => {
    const { page, context, baseUrl } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signIn(browser, 'admin', 'Admin@123');
    await page.goto(`${baseUrl}/sandbox`);
    await page.getByRole('button', { name: 'Simular falha de tela' }).click();
    await expect.poll(() => page.getByText('Ocorreu um erro inesperado').isVisible()).toBe(true);
    const evidence = page.getByLabel('Ocorreu um erro inesperado');
    expect(await evidence.textContent()).toMatch(
      /Error: Falha simulada na página de desenvolvimento\n\s+at /,
    );

    await page.getByRole('button', { name: 'Copiar' }).click();
    await expect.poll(() => page.getByText('Copiado com sucesso!').isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Falha simulada');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('errorEvidence.txt');
  });

  it('reloads the page once when a screen cannot be downloaded, not in a loop', async () => {
    const { page, baseUrl } = browser;
    await signIn(browser, 'admin', 'Admin@123');
    let loads = 0;
    page.on('load', () => {
      loads++;
    });
    await page.route(/\/assets\/sandbox-page-[^/]+\.js$/, (route) => route.abort());
    await menu().hover();
    await menu().getByText('Administração').click();
    await menu().getByRole('link', { name: 'Páginas de desenvolvimento' }).click();
    await expect
      // The reload and the second attempt download the shell again: slow on a busy machine.
      .poll(() => page.getByText('Ocorreu um erro inesperado').isVisible(), { timeout: 30_000 })
      .toBe(true);
    // The crash page is drawn only once the page has decided not to reload again
    // (route-error-boundary.tsx): with it on screen and the one reload's load event in, no
    // other reload is coming.
    await expect.poll(() => loads).toBe(1);
    expect(page.url()).toBe(`${baseUrl}/sandbox`);
  });

  it('keeps the shared components to the spec rules on the styleguide', async () => {
    const { page, baseUrl } = browser;
    await signIn(browser, 'admin', 'Admin@123');
    await page.goto(`${baseUrl}/sandbox/styleguide`);
    const number = page.getByRole('spinbutton', { name: 'Número (bloqueia -, + e e)' });
    await number.pressSequentially('-1e2+3');
    expect(await number.inputValue()).toBe('123');

    const upload = page
      .getByRole('region', { name: 'Envio de arquivo (nome, tamanho e tipo)' })
      .locator('input[type=file]');
    await upload.setInputFiles({
      name: 'contr@to.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(10),
    });
    await expect.poll(() => page.getByText('Nome de arquivo inválido').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Tipo de arquivo não aceito').isVisible()).toBe(true);
    await upload.setInputFiles({
      name: 'base.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(3 * 1024 ** 2),
    });
    await expect
      .poll(() => page.getByText('O tamanho do arquivo não pode ser maior que 2 MB').isVisible())
      .toBe(true);

    const competence = new Date();
    const expected = `${String(competence.getMonth() + 1).padStart(2, '0')}/${competence.getFullYear()}`;
    await expect.poll(() => page.getByText(`Selecionado: ${expected}`).isVisible()).toBe(true);

    const multi = page.getByRole('combobox', { name: 'Seleção múltipla (contagem e opção Todos)' });
    await multi.click();
    // The visible option; the role=option list beside it is the one screen readers use.
    await page.locator('.ant-select-item-option[title="Todos"]').click();
    await expect.poll(() => page.getByText('5 selecionado(s)').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Abrir janela' }).click();
    const modal = page.getByRole('dialog');
    const container = modal.locator('.ant-modal-container');
    // Measured once the opening animation has scaled it to its size.
    await expect.poll(async () => (await container.boundingBox())?.width).toBe(530);
    expect(await container.evaluate((node) => getComputedStyle(node).padding)).toBe('32px');
  });
});

describe('the browser check', () => {
  let browser: BrowserSession;
  afterEach(() => browser.close());

  it('sends a browser other than Chrome 80+ to the invalid-browser page, with a download link', async () => {
    browser = await openBrowser({ userAgent: FIREFOX });
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/invalid-browser`);
    await expect.poll(() => page.getByText('Navegador não suportado').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Baixar o Google Chrome' }).getAttribute('href')).toBe(
      'https://www.google.com/chrome/',
    );
  });

  it('lets any browser through with testingMode in the address', async () => {
    browser = await openBrowser({ userAgent: FIREFOX });
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/login?testingMode`);
    await expect.poll(() => page.getByRole('button', { name: 'Entrar' }).isVisible()).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/login?testingMode`);
  });
});

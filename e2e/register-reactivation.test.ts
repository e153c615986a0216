import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';

describe('reactivating a register record in the browser', () => {
  let admin: BrowserSession;
  beforeAll(async () => {
    admin = await openBrowser();
    await resumeSession(admin, 'admin', 'Admin@123');
  });
  afterAll(async () => {
    await admin.close();
  });

  it('inactivates a channel and reactivates it from the list, each after a confirmation', async () => {
    const { page, baseUrl } = admin;
    const token = await apiToken(baseUrl, 'admin', 'Admin@123');
    const created = await fetch(`${baseUrl}/api/canal/salvar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'E2E-REATIVAR', name: 'Canal para reativar' }),
    });
    expect(created.status).toBe(200);

    await page.goto(`${baseUrl}/channel`);
    await page.getByRole('heading', { name: 'Canais' }).waitFor();
    await page.getByLabel('Buscar por código ou nome').fill('E2E-REATIVAR');
    await page.locator('#filter-ativo').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Todos"]').click();
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const row = page.getByRole('row', { name: /E2E-REATIVAR/ });
    await expect.poll(() => row.getByText('Ativo', { exact: true }).isVisible()).toBe(true);

    await row.getByRole('button', { name: 'Inativar Canal para reativar' }).click();
    const confirmation = page.locator('.ant-popover:visible');
    await expect
      .poll(() => confirmation.getByText('Inativar "Canal para reativar"?', { exact: false }).isVisible())
      .toBe(true);
    await confirmation.getByRole('button', { name: 'Inativar', exact: true }).click();
    await expect.poll(() => row.getByText('Inativo', { exact: true }).isVisible()).toBe(true);

    await row.getByRole('button', { name: 'Reativar Canal para reativar' }).click();
    await expect
      .poll(() => confirmation.getByText('Reativar "Canal para reativar"?', { exact: false }).isVisible())
      .toBe(true);
    await confirmation.getByRole('button', { name: 'Reativar', exact: true }).click();
    await expect.poll(() => row.getByText('Ativo', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: 'Inativar Canal para reativar' }).isVisible()).toBe(true);
  });
});

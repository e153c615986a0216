import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoTokens } from './support/calls';
import { waitForJob, workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

describe('imports and exports of a user without the dashboard role', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await demoTokens(t)).admin;
    const profile = await call(
      t,
      '/api/perfil/salvarAtualizarPerfil',
      { name: 'Editor de canais', features: ['ROLE_VISUALIZAR_CANAL', 'ROLE_EDITAR_CANAL'] },
      { token: admin },
    );
    expect(profile.statusCode, profile.body).toBe(200);
    const user = await call(
      t,
      '/api/usuario/salvarAtualizarUsuario',
      {
        login: 'editor.canais',
        name: 'Editor de Canais',
        email: 'editor.canais@example.com',
        profileId: profile.json().id,
        status: 'ATIVO',
        senha: 'Editor#2026',
      },
      { token: admin },
    );
    expect(user.statusCode, user.body).toBe(200);
    editor = await t.login('editor.canais', 'Editor#2026');
  });
  afterAll(() => t.close());

  async function importChannels(token: string, code: string): Promise<string> {
    const upload = await call(
      t,
      '/api/canal/importar',
      { nomeArquivo: `${code}.xlsx`, conteudo: await workbookOf(['Código *', 'Nome *'], [[code, code]]) },
      { token },
    );
    expect(upload.statusCode, upload.body).toBe(202);
    const id = upload.json().id as string;
    expect(await waitForJob(t, token, id)).toMatchObject({ status: 'FINALIZADO' });
    return id;
  }

  it('lists only their own jobs, even when asking for everyone’s, and cannot reach another’s by id', async () => {
    const adminJob = await importChannels(admin, 'CAN-ADM');
    const editorJob = await importChannels(editor, 'CAN-EDT');

    const mine = await call(t, '/api/importacaoExportacao/buscar', { somenteMeus: false }, { token: editor });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().itens.map((job: { id: string }) => job.id)).toEqual([editorJob]);
    expect(mine.json().total).toBe(1);
    expect(mine.json().itens[0]).toMatchObject({ cadastro: 'Canais', chaveCadastro: 'channel' });

    for (const verb of ['buscarPorId', 'situacaoUpload', 'baixarResultado', 'baixarErros', 'reprocessar']) {
      const other = await call(t, `/api/importacaoExportacao/${verb}`, { id: adminJob }, { token: editor });
      expect(other.statusCode, verb).toBe(404);
    }

    const everyone = await call(t, '/api/importacaoExportacao/buscar', {}, { token: admin });
    expect(everyone.json().itens.map((job: { id: string }) => job.id)).toEqual(
      expect.arrayContaining([adminJob, editorJob]),
    );

    const reprocessed = await call(
      t,
      '/api/importacaoExportacao/reprocessar',
      { id: editorJob },
      { token: editor },
    );
    expect(reprocessed.statusCode, reprocessed.body).toBe(202);
    expect(await waitForJob(t, editor, reprocessed.json().id)).toMatchObject({ status: 'FINALIZADO' });
  });
});

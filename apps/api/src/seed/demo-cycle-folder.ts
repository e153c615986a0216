import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import { activeLinesOf } from '../modules/budget-map/budget-line-reads';
import { saveFolder } from '../modules/cycle-folder/cycle-folder-save';
import type { Db } from '../platform/db/database';

/**
 * A demo cycle folder in register: December of the current year for HC / HPF, one tabloid action
 * on the first demo map line of the key. Nothing is reserved before its approval, so the map's
 * balances stay as the other demo data leave them.
 */
export async function seedDemoCycleFolder(db: Db, today: string, userIds: ReadonlyMap<string, number>) {
  const comercial = userIds.get('comercial');
  if (comercial === undefined) throw new Error('the demo cycle folder needs the commercial user');
  const year = Number(today.slice(0, 4));
  const [line] = await activeLinesOf(db, { year, channel: 'HC', commodity: 'HPF' }, NO_RESTRICTIONS);
  if (!line) throw new Error('the demo cycle folder needs a demo map line of HC / HPF');
  await saveFolder(
    db,
    {
      year,
      cycle: 12,
      channel: 'HC',
      commodity: 'HPF',
      description: 'Pasta de dezembro: tabloide de Natal',
      actions: [
        {
          tacticType: 'TABLOIDE',
          description: 'Tabloide de Natal nas lojas do Grupo Alfa',
          economicGroup: line.economicGroup,
          region: line.region,
          category: null,
          brand: null,
          sku: null,
          plannedVolume: '1000.000',
          unitValue: '2.5000',
          mapLineId: line.id,
          status: 'ATIVA',
        },
      ],
    },
    {
      id: comercial,
      restrictions: NO_RESTRICTIONS,
      language: 'pt-BR',
      authorities: ['ROLE_ABRIR_PASTA_CICLO'],
    },
  );
}

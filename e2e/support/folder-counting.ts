import { cycleFolderCalls } from '@trade-terms/domain/calls/cycle-folder-calls';
import { call, YEAR } from './agreements';
import { apiToken } from './api-token';
import { createMapLine, DEMO_LINE_KEY } from './budget-map';

/**
 * The cycle each browser test's folder takes. The browser tests share one server, which holds one
 * folder per year, cycle, channel and business unit: two tests on one cycle refuse each other.
 */
export const FOLDER_CYCLES = {
  story: 3,
  reports: 4,
  appreciation: 5,
  planning: 6,
  accessibilityAppreciation: 7,
  addenda: 8,
  distribution: 9,
  counting: 10,
  accessibilityCounting: 11,
  accessibilityRegister: 12,
} as const;

interface Folder {
  id: number;
  version: number;
  actions: { id: number }[];
}

/**
 * An approved cycle folder made straight through the API: a map line of its own (`ricBox`) with
 * money in the cycle's month, a folder of channel MT and business unit FS with one tabloid action
 * (100 × 2.5), sent by `comercial` and approved by `aprovador` then `admin` (the demo flow).
 */
export async function approvedFolder(
  baseUrl: string,
  options: { ricBox: string; cycle: number; description: string },
): Promise<Folder> {
  const [admin, comercial, aprovador] = await Promise.all([
    apiToken(baseUrl, 'admin', 'Admin@123'),
    apiToken(baseUrl, 'comercial', 'Comercial@123'),
    apiToken(baseUrl, 'aprovador', 'Aprovador@123'),
  ]);
  const line = await createMapLine(baseUrl, admin, options.ricBox, { [options.cycle]: '1000.00' });
  let folder = await call<Folder>(baseUrl, comercial, cycleFolderCalls.save, {
    year: YEAR,
    cycle: options.cycle,
    channel: DEMO_LINE_KEY.channel,
    commodity: DEMO_LINE_KEY.commodity,
    description: options.description,
    actions: [
      {
        tacticType: 'TABLOIDE',
        description: 'Tabloide apurado',
        economicGroup: DEMO_LINE_KEY.economicGroup,
        plannedVolume: '100',
        unitValue: '2.5',
        mapLineId: line.id,
      },
    ],
  });
  const move = (token: string, declaration: { path: string }) =>
    call<Folder>(baseUrl, token, declaration, { id: folder.id, version: folder.version });
  folder = await move(comercial, cycleFolderCalls.sendToApproval);
  folder = await move(aprovador, cycleFolderCalls.approve);
  return move(admin, cycleFolderCalls.approve);
}

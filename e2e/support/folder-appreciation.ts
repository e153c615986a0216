import { folderCountingCalls } from '@trade-terms/domain/calls/folder-counting-calls';
import { call } from './agreements';
import { apiToken } from './api-token';
import { approvedFolder } from './folder-counting';

/** The demo customer the counted folders' rows name. */
export const COUNTED_CUSTOMER = '0001000101';

/**
 * A folder whose counting is approved, made straight through the API: the approved folder of
 * `approvedFolder` (one tabloid action, 100 × 2.5), its counting of 80 units for one demo
 * customer (200.00) saved and sent by `comercial` and approved by `aprovador` (the demo flow).
 */
export async function appreciableFolder(
  baseUrl: string,
  options: { ricBox: string; cycle: number; description: string },
): Promise<{ id: number }> {
  const folder = await approvedFolder(baseUrl, options);
  const action = folder.actions[0];
  if (!action) throw new Error('the approved folder has no action');
  const [comercial, aprovador] = await Promise.all([
    apiToken(baseUrl, 'comercial', 'Comercial@123'),
    apiToken(baseUrl, 'aprovador', 'Aprovador@123'),
  ]);
  let counting = await call<{ version: number }>(baseUrl, comercial, folderCountingCalls.save, {
    folderId: folder.id,
    rows: [{ actionId: action.id, customer: COUNTED_CUSTOMER, executedVolume: '80' }],
  });
  counting = await call(baseUrl, comercial, folderCountingCalls.sendToApproval, {
    id: folder.id,
    version: counting.version,
  });
  await call(baseUrl, aprovador, folderCountingCalls.approve, { id: folder.id, version: counting.version });
  return { id: folder.id };
}

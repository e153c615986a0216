import { ZMaintenanceActivateSchema } from '../maintenance';
import { MAINTENANCE_ROLE, ZMaintenanceStatusSchema } from '../maintenance-status';
import { declareCall } from './call';
import { maintenanceStatusCall } from './maintenance-status-call';

const tag = 'maintenance';

/** Maintenance mode: administrators switch it; everyone else waits on the maintenance page. */
export const maintenanceCalls = {
  status: maintenanceStatusCall,
  activate: declareCall({
    method: 'POST',
    path: '/manutencao/ativar',
    access: { roles: [MAINTENANCE_ROLE] },
    summary: 'Switches maintenance mode on (or changes its message and expected end while on); audited',
    tag,
    body: ZMaintenanceActivateSchema,
    responses: { 200: ZMaintenanceStatusSchema },
  }),
  deactivate: declareCall({
    method: 'POST',
    path: '/manutencao/desativar',
    access: { roles: [MAINTENANCE_ROLE] },
    summary: 'Switches maintenance mode off; 409 when it is already off; audited',
    tag,
    responses: { 200: ZMaintenanceStatusSchema },
  }),
};

import { ZMaintenanceStatusSchema } from '../maintenance-status';
import { declareCall } from './call';

/**
 * The switch of maintenance mode as anyone may read it, without a session: the maintenance page
 * polls it, the sign-in page and the shell show it. Apart from the other maintenance calls, its
 * schema in zod/mini, so the app's entry does not load zod with it.
 */
export const maintenanceStatusCall = declareCall({
  method: 'GET',
  path: '/manutencao/buscarStatus',
  access: { public: true },
  openDuringMaintenance: true,
  summary: 'Whether maintenance mode is on, with its message and expected end (public)',
  tag: 'maintenance',
  responses: { 200: ZMaintenanceStatusSchema },
});

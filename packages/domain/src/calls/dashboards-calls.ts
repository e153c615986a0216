import { ZHomeDashboardQuerySchema, ZHomeDashboardSchema } from '../home-dashboard';
import { rolesOfRoute } from '../route-access';
import { declareCall } from './call';

const tag = 'dashboards';

/** The home dashboard (spec, section 2: "Home (/, exact) holds a dashboard"). */
export const dashboardCalls = {
  home: declareCall({
    method: 'POST',
    path: '/dashboard/buscarPainelInicial',
    access: { roles: rolesOfRoute('/') },
    summary:
      "The caller's home dashboard in one answer: items waiting for their decision and, per area they may open, agreements by status, the month's ascertainment, the year's budget map and imports with problems",
    tag,
    body: ZHomeDashboardQuerySchema,
    responses: { 200: ZHomeDashboardSchema },
  }),
};

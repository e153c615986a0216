import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardCalls } from '@trade-terms/domain/calls/dashboards-calls';
import { callApi } from '../../../platform/call-api';

export const dashboardKeys = {
  all: ['dashboards'] as const,
  home: () => [...dashboardKeys.all, 'home'] as const,
};

/** The home dashboard, in one call: every part the caller may see, for the current month. */
export function useHomeDashboard() {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.home(),
      queryFn: () => callApi(dashboardCalls.home, {}),
    }),
  );
}

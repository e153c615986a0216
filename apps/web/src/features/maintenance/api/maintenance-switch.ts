import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { maintenanceCalls } from '@trade-terms/domain/calls/maintenance-calls';
import { callApi } from '../../../platform/call-api';
import { maintenanceStatusKey } from '../../../platform/maintenance-status';

// The answer of a switch is the new status: every page showing it reads it at once.

export function useActivateMaintenance() {
  return useMutation({
    mutationFn: (notice: CallInput<typeof maintenanceCalls.activate>) =>
      // The form shows the field problems beside the fields.
      callApi(maintenanceCalls.activate, notice, { quiet: true }),
    onSuccess: (status, _notice, _result, { client }) => client.setQueryData(maintenanceStatusKey, status),
  });
}

export function useDeactivateMaintenance() {
  return useMutation({
    mutationFn: () => callApi(maintenanceCalls.deactivate),
    onSuccess: (status, _input, _result, { client }) => client.setQueryData(maintenanceStatusKey, status),
  });
}

import { useMutation } from '@tanstack/react-query';
import { registerCallsOf } from '@trade-terms/domain/calls/register-calls';
import type { RegisterDeclaration, TRegisterSearch } from '@trade-terms/domain/registers';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';

/** Small exports come back as the file; large ones are queued (202) for the dashboard. */
type ExportOutcome = { kind: 'saved'; fileName: string } | { kind: 'queued'; jobId: string };

/** The records under the list's filters as an xlsx (`exportar`), saved as a file when it is ready. */
async function exportRegister(
  register: RegisterDeclaration,
  search: TRegisterSearch,
): Promise<ExportOutcome> {
  const answer = await callApi(registerCallsOf(register).export, search);
  if ('content' in answer) {
    saveExportFile(answer);
    return { kind: 'saved', fileName: answer.fileName };
  }
  return { kind: 'queued', jobId: answer.id };
}

export function useExportRegister(register: RegisterDeclaration) {
  return useMutation({ mutationFn: (search: TRegisterSearch) => exportRegister(register, search) });
}

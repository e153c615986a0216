import { useMutation } from '@tanstack/react-query';
import { registerCallsOf } from '@trade-terms/domain/calls/register-calls';
import type { RegisterDeclaration } from '@trade-terms/domain/registers';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';

/** The register's import template (`modelo`), saved as a file. */
async function downloadRegisterTemplate(register: RegisterDeclaration) {
  const file = await callApi(registerCallsOf(register).template);
  saveExportFile(file);
  return file.fileName;
}

export function useDownloadRegisterTemplate(register: RegisterDeclaration) {
  return useMutation({ mutationFn: () => downloadRegisterTemplate(register) });
}

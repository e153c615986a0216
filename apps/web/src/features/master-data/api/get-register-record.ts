import { useQuery } from '@tanstack/react-query';
import { ZRecordIdSchema } from '@trade-terms/domain/records';
import {
  type RegisterDeclaration,
  recordSchemaOf,
  type TRegisterRecord,
} from '@trade-terms/domain/registers';
import { httpClient } from '../../../platform/http-client';
import { registerKeys } from './register-keys';

/** One record of a register (`buscarPorId`). */
export async function getRegisterRecord(register: RegisterDeclaration, id: number) {
  const payload = await httpClient.post<unknown>(
    `/${register.apiName}/buscarPorId`,
    ZRecordIdSchema.parse({ id }),
  );
  return recordSchemaOf(register).parse(payload) as TRegisterRecord;
}

export function useRegisterRecord(register: RegisterDeclaration, id: number | null) {
  return useQuery({
    queryKey: registerKeys.detail(register.key, id ?? 0),
    queryFn: () => getRegisterRecord(register, id ?? 0),
    enabled: id !== null,
  });
}

import {
  ZActpmPeriodSchema,
  ZActpmPeriodViewSchema,
  ZActpmReportFiltersSchema,
  ZActpmReportPageSchema,
  ZActpmReportSearchSchema,
} from '../actpm';
import { ZExportFileSchema } from '../import-export-jobs';
import type { Role } from '../permissions';
import { declareCall } from './call';

const VIEW: Role[] = ['ROLE_VISUALIZAR_APURACAO_ACTPM', 'ROLE_EDITAR_APURACAO_ACTPM'];
const EDIT: Role[] = ['ROLE_EDITAR_APURACAO_ACTPM'];

/** `/ascertainment-actpm` and `/ascertainment-actpm/report` (`/api/apuracaoActpm/`). */
export const actpmCalls = {
  period: declareCall({
    method: 'POST',
    path: '/apuracaoActpm/buscar',
    access: { roles: VIEW },
    summary: 'A competence’s ACTPM rows (budget type, business unit, channel) with their figures and status',
    tag: 'actpm',
    body: ZActpmPeriodSchema,
    responses: { 200: ZActpmPeriodViewSchema },
  }),
  ascertain: declareCall({
    method: 'POST',
    path: '/apuracaoActpm/apurar',
    access: { roles: EDIT },
    summary:
      'Ascertains a competence: reads the budget map and payments of the ACTPM budget types and writes or refreshes its rows; an approved competence is refused',
    tag: 'actpm',
    body: ZActpmPeriodSchema,
    responses: { 200: ZActpmPeriodViewSchema },
  }),
  approve: declareCall({
    method: 'POST',
    path: '/apuracaoActpm/aprovar',
    access: { roles: EDIT },
    summary: 'Approves a competence’s ascertained rows, which are then frozen',
    tag: 'actpm',
    body: ZActpmPeriodSchema,
    responses: { 200: ZActpmPeriodViewSchema },
  }),
  report: declareCall({
    method: 'POST',
    path: '/apuracaoActpm/relatorio',
    access: { roles: VIEW },
    summary: 'The ACTPM rows of a competence range, filtered by budget type, business unit and status, paged',
    tag: 'actpm',
    body: ZActpmReportSearchSchema,
    responses: { 200: ZActpmReportPageSchema },
  }),
  exportReport: declareCall({
    method: 'POST',
    path: '/apuracaoActpm/exportarRelatorio',
    access: { roles: VIEW },
    summary: 'The ACTPM report as a spreadsheet, with exact money',
    tag: 'actpm',
    body: ZActpmReportFiltersSchema,
    responses: { 200: ZExportFileSchema },
  }),
};

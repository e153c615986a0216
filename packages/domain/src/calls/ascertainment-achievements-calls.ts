import {
  ZAchievementsEditExportSchema,
  ZAchievementsEditPageSchema,
  ZAchievementsEditSearchSchema,
  ZAchievementsSaveSchema,
} from '../ascertainment-achievements-edit';
import { ZExportFileSchema, ZImportUploadSchema, ZQueuedJobSchema } from '../import-export-jobs';
import { rolesOfRoute } from '../route-access';
import { declareCall } from './call';

const SCREEN = rolesOfRoute('/trade-agreements-ascertainment/achievements-edit');
/** Typing an achievement changes the ascertainment: the validation's role, as the ON abatement. */
const EDIT = ['ROLE_EDITAR_APURACAO_ACORDO' as const];

/** `/trade-agreements-ascertainment/achievements-edit`: the typed achievements (`/api/apuracao/`). */
export const ascertainmentAchievementsCalls = {
  search: declareCall({
    method: 'POST',
    path: '/apuracao/buscarAtingimentosEditaveis',
    access: { roles: SCREEN },
    summary:
      'Lever lines of a competence that take a typed achievement (goal levers, growth levers from evidence), with the ascertainment version; paged, within the caller’s restrictions',
    tag: 'ascertainment',
    body: ZAchievementsEditSearchSchema,
    responses: { 200: ZAchievementsEditPageSchema },
  }),
  export: declareCall({
    method: 'POST',
    path: '/apuracao/exportarAtingimentosEditaveis',
    access: { roles: SCREEN },
    summary: 'Those lines as the spreadsheet that is imported back, at once up to the export limit',
    tag: 'ascertainment',
    body: ZAchievementsEditExportSchema,
    responses: { 200: ZExportFileSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/apuracao/salvarAtingimentos',
    access: { roles: EDIT },
    summary:
      'Typed achievements of lines with the version read: a job on the imports and exports dashboard that stores them and recalculates their ascertainments',
    tag: 'ascertainment',
    body: ZAchievementsSaveSchema,
    responses: { 202: ZQueuedJobSchema },
  }),
  import: declareCall({
    method: 'POST',
    path: '/apuracao/importarAtingimentos',
    access: { roles: EDIT },
    summary: 'Typed achievements from the exported spreadsheet (base64 JSON): the same job',
    tag: 'ascertainment',
    body: ZImportUploadSchema,
    responses: { 202: ZQueuedJobSchema },
  }),
};

import type { Role } from '@trade-terms/domain/permissions';
import { ACCESS_DECIDER_ROLES } from '@trade-terms/domain/users';

export const VIEW_USERS: Role[] = ['ROLE_VISUALIZAR_USUARIOS', 'ROLE_EDITAR_USUARIOS'];
export const EDIT_USERS: Role[] = [...ACCESS_DECIDER_ROLES.EDICAO];
/** Who decides first accesses (spec, section 6: first-access edit and confirm-user). */
export const DECIDE_FIRST_ACCESS: Role[] = [...ACCESS_DECIDER_ROLES.PRIMEIRO_ACESSO];
export const tags = ['users'];

import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';

/** Query keys of one lever table's grid, rows and upload previews. */
export const leverSheetKeys = {
  all: (kind: LeverSheetKind) => ['lever-sheets', kind] as const,
  lists: (kind: LeverSheetKind) => [...leverSheetKeys.all(kind), 'list'] as const,
  list: (kind: LeverSheetKind, search: object) => [...leverSheetKeys.lists(kind), search] as const,
  detail: (kind: LeverSheetKind, id: number) => [...leverSheetKeys.all(kind), 'detail', id] as const,
  previews: (kind: LeverSheetKind) => [...leverSheetKeys.all(kind), 'preview'] as const,
  levers: (search: string) => ['lever-sheets', 'levers', search] as const,
};

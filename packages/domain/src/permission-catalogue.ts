import { z } from 'zod';
import { type Language, translate } from './i18n';
import { FEATURE_GROUPS, PERMISSIONS, rolesByGroup } from './permissions';

/** The catalogue as the profile screen offers it: feature groups with their roles, labelled. */
export const ZPermissionGroupSchema = z.object({
  group: z.enum(FEATURE_GROUPS),
  label: z.string(),
  permissions: z.array(z.object({ role: z.string(), label: z.string() })),
});
export const ZPermissionCatalogueSchema = z.array(ZPermissionGroupSchema);
export type TPermissionCatalogue = z.infer<typeof ZPermissionCatalogueSchema>;

export function permissionCatalogue(language: Language): TPermissionCatalogue {
  const groups = rolesByGroup();
  return FEATURE_GROUPS.map((group) => ({
    group,
    label: translate(language, `permissions.group.${group}`),
    permissions: groups[group].map((role) => ({ role, label: PERMISSIONS[role].label[language] })),
  }));
}

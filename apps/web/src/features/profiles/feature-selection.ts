/** How much of a feature group a profile holds, for the group's "all" checkbox. */
export interface GroupSelection {
  checked: boolean;
  indeterminate: boolean;
  selected: number;
  total: number;
}

export function groupSelection(selected: readonly string[], groupRoles: readonly string[]): GroupSelection {
  const held = groupRoles.filter((role) => selected.includes(role)).length;
  return {
    checked: groupRoles.length > 0 && held === groupRoles.length,
    indeterminate: held > 0 && held < groupRoles.length,
    selected: held,
    total: groupRoles.length,
  };
}

/**
 * Ticking a group's "all" box adds every role of the group; unticking it removes them. Roles of
 * other groups stay, in the order they were chosen.
 */
export function toggleGroup(
  selected: readonly string[],
  groupRoles: readonly string[],
  on: boolean,
): string[] {
  if (!on) return selected.filter((role) => !groupRoles.includes(role));
  return [...selected, ...groupRoles.filter((role) => !selected.includes(role))];
}

/** One group's boxes changed: that group's roles become `groupChoice`, the others stay. */
export function replaceGroup(
  selected: readonly string[],
  groupRoles: readonly string[],
  groupChoice: readonly string[],
): string[] {
  return [
    ...selected.filter((role) => !groupRoles.includes(role)),
    ...groupRoles.filter((role) => groupChoice.includes(role)),
  ];
}

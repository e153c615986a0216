import { describe, expect, it } from 'vitest';
import { groupSelection, replaceGroup, toggleGroup } from './feature-selection';

const group = ['ROLE_A', 'ROLE_B', 'ROLE_C'];

describe('feature selection by group', () => {
  it('reads a group as none, some or all chosen', () => {
    expect(groupSelection([], group)).toEqual({
      checked: false,
      indeterminate: false,
      selected: 0,
      total: 3,
    });
    expect(groupSelection(['ROLE_B', 'ROLE_X'], group)).toEqual({
      checked: false,
      indeterminate: true,
      selected: 1,
      total: 3,
    });
    expect(groupSelection(['ROLE_C', 'ROLE_A', 'ROLE_B'], group).checked).toBe(true);
    expect(groupSelection([], []).checked).toBe(false);
  });

  it('selects a whole group once, keeping other groups', () => {
    expect(toggleGroup(['ROLE_X', 'ROLE_B'], group, true)).toEqual(['ROLE_X', 'ROLE_B', 'ROLE_A', 'ROLE_C']);
  });

  it('clears a whole group, keeping other groups', () => {
    expect(toggleGroup(['ROLE_X', 'ROLE_B', 'ROLE_A'], group, false)).toEqual(['ROLE_X']);
  });

  it('replaces one group choice without touching the others', () => {
    expect(replaceGroup(['ROLE_X', 'ROLE_A'], group, ['ROLE_C'])).toEqual(['ROLE_X', 'ROLE_C']);
  });
});

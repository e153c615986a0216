import { RECOMMENDATION_SHEET } from '@trade-terms/domain/lever-recommendations';
import type { FieldDeclaration } from '@trade-terms/domain/register-shape';
import { describe, expect, it } from 'vitest';
import { displayValue, editableFields, saveBodyOf } from './lever-sheet-view';

const field = (name: string): FieldDeclaration => {
  const found = RECOMMENDATION_SHEET.fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(name);
  return found;
};
const t = (key: string) => `<${key}>`;

describe('lever sheet view', () => {
  it('shows money, percentages, yes/no and labelled options in the reader’s language', () => {
    expect(displayValue(field('goal'), '1050000.00', 'pt-BR', t)).toMatch(/^R\$\s1\.050\.000,00$/);
    expect(displayValue(field('discountPercent'), '2.5000', 'en', t)).toBe('2.5%');
    expect(displayValue(field('recommended'), true, 'pt-BR', t)).toBe('<registerScreens.yes>');
    expect(displayValue(field('contractStatus'), 'APROVADO', 'pt-BR', t)).toBe(
      '<fieldOptions.contractStatus.APROVADO>',
    );
    // A cell as typed in the sheet is not an option code: shown as it came.
    expect(displayValue(field('contractStatus'), 'Aprovado', 'pt-BR', t)).toBe('Aprovado');
    expect(displayValue(field('region'), null, 'pt-BR', t)).toBe('');
  });

  it('leaves the lever’s name out of the form, and sends empty values as null with the id and version', () => {
    expect(editableFields(RECOMMENDATION_SHEET).map((each) => each.name)).not.toContain('leverName');
    const body = saveBodyOf(
      RECOMMENDATION_SHEET,
      { leverId: 3, commodity: 'HPF', region: ' SE ', goal: '', recommended: undefined },
      { id: 9, version: 2 },
    );
    expect(body).toMatchObject({
      id: 9,
      version: 2,
      leverId: 3,
      region: 'SE',
      goal: null,
      recommended: false,
      brand: null,
    });
    expect(body).not.toHaveProperty('leverName');
  });
});

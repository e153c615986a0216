import type { Language } from '@trade-terms/domain/i18n';
import type { LeverSheetDeclaration } from '@trade-terms/domain/lever-sheets';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { type FieldDeclaration, optionLabelKey } from '@trade-terms/domain/register-shape';
import { formatValue } from '../../platform/value-format';

type Translate = (key: MessageKey) => string;

/** How a row's value shows in the grid and the preview, by its field's type, in the reader's language. */
export function displayValue(
  field: FieldDeclaration,
  value: unknown,
  language: Language,
  t: Translate,
): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'money':
    case 'percentage':
    case 'date':
      return formatValue(field.type, String(value), language);
    case 'boolean':
      return typeof value === 'boolean'
        ? t(value ? 'registerScreens.yes' : 'registerScreens.no')
        : String(value);
    case 'enum': {
      // A cell as typed (the label itself) is shown as it came.
      const key = field.options?.includes(String(value)) ? optionLabelKey(field, String(value)) : null;
      return key ? t(key) : String(value);
    }
    default:
      return String(value);
  }
}

/** The fields a user fills in the form (the lever's name comes with the lever). */
export function editableFields(declaration: LeverSheetDeclaration): FieldDeclaration[] {
  return declaration.fields.filter((field) => field.imported !== false);
}

/** A form's values as the save call takes them: empty texts and values as null, texts trimmed. */
export function saveBodyOf(
  declaration: LeverSheetDeclaration,
  values: Record<string, unknown>,
  row: { id: number; version: number } | undefined,
): Record<string, unknown> {
  const body: Record<string, unknown> = row ? { id: row.id, version: row.version } : {};
  for (const field of editableFields(declaration)) {
    const value = values[field.name];
    if (field.type === 'boolean') body[field.name] = value === true;
    else if (typeof value === 'string') body[field.name] = value.trim() === '' ? null : value.trim();
    else body[field.name] = value ?? null;
  }
  return body;
}

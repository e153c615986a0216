import { catalogues, type Language, type MessageParams, translate } from './i18n';
import type { MessageKey } from './messages/pt-BR';

/**
 * The parts of a schema validation issue needed to explain it. Both the server's error handler
 * and the web forms pass what the schema library reported, so a user reads the same sentence
 * on either side.
 */
export interface ValidationIssue {
  code: string;
  message?: string;
  /** True when the value was absent, null or blank: reported as "required". */
  missing?: boolean;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
  /** Values for the placeholders of a message named by a catalogue key. */
  params?: MessageParams;
}

/**
 * A rule broken by one field, found outside a schema (a domain rule or a database check). The
 * path names the field as the request names it; the message is a catalogue key.
 */
export interface FieldProblem {
  path: readonly (string | number)[];
  message: MessageKey;
  params?: MessageParams;
}

function isMessageKey(value: string | undefined): value is MessageKey {
  return value !== undefined && Object.hasOwn(catalogues['pt-BR'], value);
}

function typeName(language: Language, expected: string | undefined): string {
  const key = `validation.type.${expected}`;
  return isMessageKey(key) ? translate(language, key) : (expected ?? '');
}

export function describeIssue(language: Language, issue: ValidationIssue): string {
  // A schema may name the message itself with a catalogue key (the password policy does).
  const limits = { minimum: String(issue.minimum ?? ''), maximum: String(issue.maximum ?? '') };
  if (isMessageKey(issue.message)) return translate(language, issue.message, { ...limits, ...issue.params });
  if (issue.missing) return translate(language, 'errors.required');
  switch (issue.code) {
    case 'invalid_type':
      return translate(language, 'validation.invalidType', { expected: typeName(language, issue.expected) });
    case 'too_small':
      if (issue.origin === 'string') return translate(language, 'validation.tooShort', limits);
      if (issue.origin === 'array' || issue.origin === 'set')
        return translate(language, 'validation.tooFewItems', limits);
      return translate(language, 'validation.tooSmall', limits);
    case 'too_big':
      if (issue.origin === 'string') return translate(language, 'validation.tooLong', limits);
      if (issue.origin === 'array' || issue.origin === 'set')
        return translate(language, 'validation.tooManyItems', limits);
      return translate(language, 'validation.tooBig', limits);
    case 'invalid_format':
      return issue.format === 'email'
        ? translate(language, 'validation.invalidEmail')
        : translate(language, 'validation.invalidFormat');
    case 'invalid_value':
      return translate(language, 'validation.invalidOption', {
        options: (issue.values ?? []).map(String).join(', '),
      });
    case 'unrecognized_keys':
      return translate(language, 'validation.unknownKeys', { keys: (issue.keys ?? []).join(', ') });
    default:
      return translate(language, 'validation.invalid');
  }
}

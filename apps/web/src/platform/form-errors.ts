import type { CallSchema } from '@trade-terms/domain/calls/call';
import { englishPathOf } from '@trade-terms/domain/calls/wire-names';
import type { EnvelopeMessage } from '@trade-terms/domain/errors';
import type { Language } from '@trade-terms/domain/i18n';
import {
  describeIssue,
  type FieldProblem,
  type ValidationIssue,
} from '@trade-terms/domain/validation-messages';
import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { ApiError } from './api-error';

export type FieldPath = (string | number)[];

/** Errors for one form field, in the shape antd's `form.setFields` takes. */
export interface FieldErrors {
  name: FieldPath;
  errors: string[];
}

/** What a failed save tells the form: errors per field, and the texts that belong to no field. */
export interface FormFailure {
  fields: FieldErrors[];
  general: string[];
}

/**
 * A list item is reported at its own position (`features.3`); the form shows it on the list's
 * field. Steps keep their index, which names the step's own fields (`steps.0.responsibleIds`).
 */
export function formPath(path: readonly (string | number)[]): FieldPath {
  const result = path.map((segment) =>
    typeof segment === 'string' && /^\d+$/.test(segment) ? Number(segment) : segment,
  );
  while (result.length > 0 && typeof result.at(-1) === 'number') result.pop();
  return result;
}

function pathKey(path: FieldPath): string {
  return path.join('.');
}

function merge(entries: FieldErrors[]): FieldErrors[] {
  const byPath = new Map<string, FieldErrors>();
  for (const entry of entries) {
    const known = byPath.get(pathKey(entry.name));
    if (!known) byPath.set(pathKey(entry.name), { name: entry.name, errors: [...entry.errors] });
    else for (const error of entry.errors) if (!known.errors.includes(error)) known.errors.push(error);
  }
  return [...byPath.values()];
}

/** Splits failures into field errors (only for fields the form has) and general texts. */
function split(entries: FieldErrors[], isField: (path: FieldPath) => boolean): FormFailure {
  const fields: FieldErrors[] = [];
  const general: string[] = [];
  for (const entry of merge(entries)) {
    if (entry.name.length > 0 && isField(entry.name)) fields.push(entry);
    else general.push(...entry.errors);
  }
  return { fields, general };
}

const FIELD_MESSAGE = /^([\w.]+): (.+)$/s;

/**
 * The server names each broken field as `path: problem` (code INVALID_FIELD, already in the
 * user's language); everything else it said is shown above the form.
 */
export function serverFormFailure(
  messages: readonly EnvelopeMessage[],
  isField: (path: FieldPath) => boolean,
): FormFailure {
  const entries: FieldErrors[] = [];
  const general: string[] = [];
  for (const message of messages) {
    if (message.kind !== 'ERRO') continue;
    const match = message.code === 'INVALID_FIELD' ? FIELD_MESSAGE.exec(message.text) : null;
    const name = match ? formPath((match[1] ?? '').split('.')) : [];
    // A field the form does not show is still told, with the server's whole sentence.
    if (match && name.length > 0 && isField(name)) entries.push({ name, errors: [match[2] ?? ''] });
    else general.push(message.text);
  }
  return { fields: merge(entries), general };
}

/** A failed call as the form shows it; a call that failed without an envelope gives `fallback`. */
export function formFailureOf(
  error: unknown,
  isField: (path: FieldPath) => boolean,
  fallback: string,
): FormFailure {
  if (error instanceof ApiError) {
    const failure = serverFormFailure(error.messages, isField);
    if (failure.fields.length > 0 || failure.general.length > 0) return failure;
  }
  return { fields: [], general: [fallback] };
}

/**
 * A failed call of a form whose fields have the English names of `sent`, the schema of what it
 * sent (the call's body), while the server names a broken field as the wire does.
 */
export function sentFormFailureOf(
  error: unknown,
  isField: (path: FieldPath) => boolean,
  fallback: string,
  sent: CallSchema,
): FormFailure {
  const english = (path: FieldPath) => formPath(englishPathOf(sent, path));
  const failure = formFailureOf(error, (path) => isField(english(path)), fallback);
  return {
    ...failure,
    fields: merge(failure.fields.map((field) => ({ ...field, name: english(field.name) }))),
  };
}

function valueAt(source: unknown, path: readonly PropertyKey[]): unknown {
  let current = source;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** The parts of a schema issue the explanation reads (zod's issue objects have them). */
export interface SchemaIssue extends Omit<ValidationIssue, 'missing'> {
  path: readonly PropertyKey[];
}

/**
 * Schema issues found in the browser, explained with the same sentences the server writes, so
 * the user reads one wording whichever side caught the problem.
 */
export function schemaFieldErrors(
  language: Language,
  input: unknown,
  issues: readonly SchemaIssue[],
): FieldErrors[] {
  return merge(
    issues.map((issue) => {
      const value = valueAt(input, issue.path);
      const missing =
        issue.code !== 'custom' &&
        (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''));
      const path = issue.path.filter((segment): segment is string | number => typeof segment !== 'symbol');
      return { name: formPath(path), errors: [describeIssue(language, { ...issue, missing })] };
    }),
  );
}

/** Problems found by a domain rule (a catalogue key per field), explained the same way. */
export function problemFieldErrors(language: Language, problems: readonly FieldProblem[]): FieldErrors[] {
  return merge(
    problems.map((problem) => ({
      name: formPath(problem.path),
      errors: [describeIssue(language, { code: 'custom', message: problem.message, params: problem.params })],
    })),
  );
}

/** Client-side errors split the same way as the server's. */
export function clientFormFailure(
  entries: FieldErrors[],
  isField: (path: FieldPath) => boolean,
): FormFailure {
  return split(entries, isField);
}

type ErrorForm = Pick<FormInstance, 'setFields' | 'getFieldsError'>;

/** Clears the errors of the fields the test picks, leaving the others. */
function clearErrors(form: ErrorForm, pick: (path: FieldPath) => boolean): { name: FieldPath; errors: [] }[] {
  return form
    .getFieldsError()
    .filter((field) => field.errors.length > 0 && pick(field.name as FieldPath))
    .map((field) => ({ name: field.name as FieldPath, errors: [] }));
}

/**
 * Shows the errors of this save on an antd form; those an earlier save left on other fields go,
 * as fields without rules are never validated again by the form itself. Paths here are built at
 * run time, so they cannot carry the form's typed field names.
 */
export function showFieldErrors(form: ErrorForm, fields: readonly FieldErrors[]): void {
  const shown = new Set(fields.map((field) => pathKey(field.name)));
  form.setFields([
    ...clearErrors(form, (path) => !shown.has(pathKey(path))),
    ...fields.map((field) => ({ name: field.name, errors: field.errors })),
  ]);
}

/**
 * For a form's `onValuesChange`: a field the user changes loses its error at once, as fields
 * with rules do when they validate again.
 */
export function clearChangedFieldErrors(form: ErrorForm, changedValues: object): void {
  const changed = new Set(Object.keys(changedValues));
  form.setFields(clearErrors(form, (path) => changed.has(String(path[0]))));
}

/** A form's check by its call's schema before calling: the problems per field, or null. */
export function schemaCheck<I>(schema: z.ZodType, language: Language): (input: I) => FormFailure | null {
  return (input) => {
    const checked = schema.safeParse(input);
    return checked.success
      ? null
      : { fields: schemaFieldErrors(language, input, checked.error.issues), general: [] };
  };
}

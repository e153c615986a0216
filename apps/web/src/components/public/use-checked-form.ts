import { type FormEvent, useRef, useState } from 'react';

/** A field's rule, given the form's values: the message to show, or null when the value passes. */
export type FieldCheck = (value: string, values: Readonly<Record<string, string>>) => string | null;
export type FieldChecks<V> = { [K in keyof V]?: readonly FieldCheck[] };

function firstProblem<V>(checks: readonly FieldCheck[] | undefined, value: string, values: V) {
  for (const check of checks ?? []) {
    const problem = check(value, values as Readonly<Record<string, string>>);
    if (problem) return problem;
  }
  return null;
}

/**
 * The state of a form of text fields and its rules. Rules run on submit for every field, and on
 * each change for the changed field and those showing a problem (so a confirmation follows its
 * password); a submit with problems focuses the first field that has one.
 */
export function useCheckedForm<V extends { [K in keyof V]: string }>(initial: V, checks: FieldChecks<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const inputs = useRef<Partial<Record<keyof V, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const validate = (next: V, fields: (keyof V)[]) => {
    const found: Partial<Record<keyof V, string>> = {};
    for (const name of fields) {
      const problem = firstProblem(checks[name], next[name] ?? '', next);
      if (problem) found[name] = problem;
    }
    return found;
  };

  const field = (name: keyof V & string) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      const shown = (Object.keys(errors) as (keyof V)[]).filter((key) => errors[key] && key !== name);
      setErrors(validate(next, [name, ...shown]));
    },
  });

  const onSubmit = (onValid: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, Object.keys(values) as (keyof V)[]);
    setErrors(found);
    const firstInvalid = (Object.keys(values) as (keyof V)[]).find((name) => found[name]);
    if (firstInvalid === undefined) onValid(values);
    else inputs.current[firstInvalid]?.focus();
  };

  return { field, onSubmit };
}

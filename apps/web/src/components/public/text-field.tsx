import { type ReactNode, useId } from 'react';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange(value: string): void;
  inputRef(element: HTMLInputElement | HTMLTextAreaElement | null): void;
  /** A line under the field that explains what it takes. */
  hint?: string;
  icon?: ReactNode;
  type?: 'text' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  maxLength?: number;
  /** Several lines, with the count of characters used. */
  rows?: number;
}

/**
 * A labelled text field of the pages without a session: its hint and its problem are tied to
 * the input (aria-describedby), and the problem is announced when it appears.
 */
export function TextField(props: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint && hintId, props.error && errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: props.name,
    value: props.value,
    maxLength: props.maxLength,
    autoFocus: props.autoFocus,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="pub-field">
      <label className="pub-label" htmlFor={id}>
        {props.label}
      </label>
      <div className={props.error ? 'pub-control pub-control-invalid' : 'pub-control'}>
        {props.icon && <span className="pub-control-icon">{props.icon}</span>}
        {props.rows ? (
          <textarea
            {...common}
            ref={props.inputRef}
            rows={props.rows}
            onChange={(event) => props.onChange(event.target.value)}
          />
        ) : (
          <input
            {...common}
            ref={props.inputRef}
            type={props.type ?? 'text'}
            autoComplete={props.autoComplete}
            onChange={(event) => props.onChange(event.target.value)}
          />
        )}
      </div>
      {props.rows && props.maxLength && (
        <div className="pub-count" aria-hidden>
          {props.value.length} / {props.maxLength}
        </div>
      )}
      {props.error && (
        <div id={errorId} className="pub-field-error" role="alert">
          {props.error}
        </div>
      )}
      {props.hint && (
        <div id={hintId} className="pub-hint">
          {props.hint}
        </div>
      )}
    </div>
  );
}

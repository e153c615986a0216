import type { KeyboardEvent } from 'react';

/**
 * Enter in a date or month field picks the typed date and closes the panel (the picker does
 * that itself); the browser must not also take it as submitting the form around the field.
 */
export function keepEnterInPicker(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

import { InputNumber } from 'antd';
import { currentLanguage } from '../../platform/i18n';
import { type DecimalKind, formatDecimalInput, parseDecimalInput } from '../../platform/value-format';
import { numberGuards } from './number-input';

export interface DecimalInputProps {
  kind: DecimalKind;
  /** The dot string the server stores and takes (`1500000.00`). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  disabled?: boolean;
  /** Bounds as dot strings; a value past them is brought back to them when the field is left. */
  min?: string;
  max?: string;
  'aria-label'?: string;
}

/**
 * The one input of money, percentages and quantities: it shows the value as the lists do, in
 * the reader's separators (`1.500.000,00` beside an `R$`, `40` beside a `%`), and hands the form
 * the exact dot string, parsed from the typed text without a float. Like every number input it
 * refuses -, + and e (spec §5).
 */
export function DecimalInput({ kind, value, onChange, ...rest }: DecimalInputProps) {
  const language = currentLanguage();
  return (
    <InputNumber<string>
      {...rest}
      stringMode
      controls={false}
      keyboard={false}
      inputMode="decimal"
      style={{ width: '100%' }}
      prefix={kind === 'money' || kind === 'unitValue' ? 'R$' : undefined}
      suffix={kind === 'percentage' ? '%' : undefined}
      value={value ?? null}
      onChange={(next) => onChange?.(next === null || next === '' ? null : String(next))}
      // While typing the text stays as typed; once the value settles it reads as in the lists.
      formatter={(shown, info) =>
        info.userTyping ? info.input : shown ? formatDecimalInput(String(shown), language, kind) : ''
      }
      parser={(typed) => parseDecimalInput(typed ?? '', language)}
      {...numberGuards}
    />
  );
}

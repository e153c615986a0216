import { isBlockedNumberKey, isBlockedNumberPaste } from '@trade-terms/domain/number-input';
import { InputNumber, type InputNumberProps } from 'antd';
import type { ClipboardEvent, KeyboardEvent } from 'react';

/** The guards of every number input: the keys -, + and e, and pasted text holding an e (spec §5). */
export const numberGuards = {
  onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (isBlockedNumberKey(event.key)) event.preventDefault();
  },
  onPaste(event: ClipboardEvent<HTMLInputElement>) {
    if (isBlockedNumberPaste(event.clipboardData.getData('text'))) event.preventDefault();
  },
};

/** A number input that refuses the keys -, + and e, and pasted text holding an e (spec §5). */
export function NumberInput({ onKeyDown, onPaste, ...props }: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      min={0}
      style={{ width: '100%' }}
      {...props}
      onKeyDown={(event) => {
        numberGuards.onKeyDown(event);
        onKeyDown?.(event);
      }}
      onPaste={(event) => {
        numberGuards.onPaste(event);
        onPaste?.(event);
      }}
    />
  );
}

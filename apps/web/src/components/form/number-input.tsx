import { isBlockedNumberKey, isBlockedNumberPaste } from '@trade-terms/domain/number-input';
import { InputNumber, type InputNumberProps } from 'antd';

/** A number input that refuses the keys -, + and e, and pasted text holding an e (spec §5). */
export function NumberInput({ onKeyDown, onPaste, ...props }: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      min={0}
      style={{ width: '100%' }}
      {...props}
      onKeyDown={(event) => {
        if (isBlockedNumberKey(event.key)) event.preventDefault();
        onKeyDown?.(event);
      }}
      onPaste={(event) => {
        if (isBlockedNumberPaste(event.clipboardData.getData('text'))) event.preventDefault();
        onPaste?.(event);
      }}
    />
  );
}

import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { parseAmount } from './format';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Integer cents; null when empty or not an amount. */
  value: number | null;
  onChange: (cents: number | null) => void;
}

/**
 * An amount in dollars, typed as text and kept as integer cents (docs/console.md, Quality): `12.5` is 1250 cents,
 * never 12.5 * 100. Shows what was typed; says so beside the field when it is not an amount.
 */
export function MoneyInput({ value, onChange, error, ...props }: MoneyInputProps) {
  const [text, setText] = useState(value === null ? '' : centsToText(value));
  const invalid = text.trim() !== '' && parseAmount(text) === null;
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection={<span aria-hidden>$</span>}
      {...props}
      value={text}
      error={error ?? (invalid ? 'Enter an amount in dollars, such as 25 or 12.50' : undefined)}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(parseAmount(event.currentTarget.value));
      }}
    />
  );
}

/** Cents as the text a person would type, from the digits (`1250` → `12.50`). */
function centsToText(cents: number): string {
  const digits = Math.abs(cents).toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

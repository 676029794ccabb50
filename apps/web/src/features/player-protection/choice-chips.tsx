/**
 * One choice of a few as chips (the reality check's interval, a block's period). Native radio
 * buttons under the chips: antd-mobile's Radio hides its input (display: none) and its Selector's
 * options take no focus, so neither can be reached by keyboard; these can (arrows move, Tab leaves).
 */
import { useId } from 'react';

export interface Choice<Value extends string | number> {
  value: Value;
  label: string;
}

export function ChoiceChips<Value extends string | number>({
  legend,
  choices,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="rg-chips" disabled={disabled}>
      <legend className="visually-hidden">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="rg-chip">
          <input
            type="radio"
            name={name}
            className="rg-chip__input"
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

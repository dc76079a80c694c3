import { useId } from 'react';

/** A labelled native select: keyboard and screen readers get the platform's own picker, also on phones. */
export function BuySelect(props: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; text: string }>;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="airlock-field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        className="airlock-search-input airlock-buy-select"
        value={props.value}
        disabled={props.options.length < 2}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}

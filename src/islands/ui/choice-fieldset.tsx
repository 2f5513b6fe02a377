import type { ReactNode } from "react";

export interface Choice<V extends string | number> {
  value: V;
  title: ReactNode;
  hint: ReactNode;
}

interface Props<V extends string | number> {
  legend: string;
  /** The radio group's form name. */
  name: string;
  choices: readonly Choice<V>[];
  selected: V;
  onSelect: (value: V) => void;
}

/** One pick among a few, each a whole clickable card with a title and a hint under it. */
export function ChoiceFieldset<V extends string | number>({
  legend,
  name,
  choices,
  selected,
  onSelect,
}: Props<V>) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="choice-list">
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === selected}
              onChange={() => onSelect(choice.value)}
            />
            <span className="choice__main">
              <strong>{choice.title}</strong>
              <span className="choice__hint">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

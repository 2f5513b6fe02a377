import { type ChangeEvent, type InputHTMLAttributes, useId } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  /** Shown under the field and tied to it (aria-describedby); null when the value is fine. */
  error?: string | null;
  hint?: string;
};

/** A labelled input with its validation message announced with it. */
export function Field({ label, error, hint, "aria-describedby": extra, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [extra, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A controlled field as the islands hold it: the text, its message, and plain-string callbacks. */
export interface FieldState {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** The Field props that show and update a FieldState. */
export function bindField({ value, error, onChange, onBlur }: FieldState) {
  return { value, error, onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value), onBlur };
}

/** A form's error line; the empty live region stays in the page so the message is announced when it appears. */
export function FormAlert({ error }: { error: string | null }) {
  return <div role="alert">{error ? <p className="form__error">{error}</p> : null}</div>;
}

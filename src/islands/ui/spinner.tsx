/** A small spinner for busy buttons and overlays; decorative (the busy state is announced elsewhere). */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}

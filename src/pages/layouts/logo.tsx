/** The brand mark: a shield with a check, drawn inline so it costs no request. */
export function Logo({ label }: { label: string }) {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" width="28" height="28">
        <path
          d="M16 2 4 6.5v8.2C4 22.4 9.1 28.6 16 30c6.9-1.4 12-7.6 12-15.3V6.5L16 2Z"
          fill="currentColor"
        />
        <path
          d="m10.5 16.2 3.8 3.8 7.4-7.6"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo__text">{label}</span>
    </span>
  );
}

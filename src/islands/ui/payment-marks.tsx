/**
 * A payment method's marks: simple-icons logos as inline SVG, or, for brands simple-icons lacks
 * (iDEAL, BLIK, UPI…), the brand name as text in a neutral pill; never a hand-drawn logo. A
 * generic method (net banking, SEPA debit) has neither: its label says it all. Decorative:
 * the method's label beside it is what assistive technology reads.
 */
export function PaymentMarks({
  marks,
  fallback,
}: {
  marks: readonly { title: string; path: string }[];
  fallback: string | null;
}) {
  if (marks.length === 0 && !fallback) return null;
  if (marks.length === 0)
    return (
      <span className="method__marks" aria-hidden="true">
        <span className="method__pill">{fallback}</span>
      </span>
    );
  return (
    <span className="method__marks" aria-hidden="true">
      {marks.map((mark) => (
        <svg
          key={mark.title}
          className="method__mark"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d={mark.path} />
        </svg>
      ))}
    </span>
  );
}

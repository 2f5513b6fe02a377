import type { Segment } from "../../shared/text-search";

/** Text with its search matches in `<mark>`; React escapes every segment, so a query is never markup. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
      )}
    </>
  );
}

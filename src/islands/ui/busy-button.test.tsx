import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BusyButton } from "./busy-button";

describe("BusyButton", () => {
  it("is a plain enabled submit button while idle", () => {
    expect(
      renderToStaticMarkup(
        <BusyButton className="button" busy={false}>
          Save
        </BusyButton>,
      ),
    ).toBe('<button type="submit" class="button">Save</button>');
  });

  it("shows the spinner and takes no second click while busy", () => {
    const html = renderToStaticMarkup(
      <BusyButton className="button" busy>
        Save
      </BusyButton>,
    );
    expect(html).toContain("disabled");
    expect(html).toContain('class="spinner" aria-hidden="true"');
    expect(html).not.toContain("aria-busy");
  });

  it("says aria-busy only where asked, and stays disabled for another reason", () => {
    expect(
      renderToStaticMarkup(
        <BusyButton className="b" busy announceBusy>
          Pay
        </BusyButton>,
      ),
    ).toContain('aria-busy="true"');
    expect(
      renderToStaticMarkup(
        <BusyButton className="b" busy={false} disabled>
          Pay
        </BusyButton>,
      ),
    ).toContain("disabled");
  });
});

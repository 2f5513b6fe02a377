import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChoiceFieldset } from "./choice-fieldset";

describe("ChoiceFieldset", () => {
  it("offers each choice as a labelled radio of one group, with the selected one checked", () => {
    const html = renderToStaticMarkup(
      <ChoiceFieldset
        legend="Your plan"
        name="plan"
        choices={[
          { value: 1, title: "1 month", hint: "$12.99 today" },
          { value: 12, title: "1 year", hint: "$59.88 today" },
        ]}
        selected={12}
        onSelect={() => {}}
      />,
    );
    expect(html).toContain("<legend>Your plan</legend>");
    expect(html.match(/<input type="radio" name="plan"/g)).toHaveLength(2);
    expect(html).toContain('<input type="radio" name="plan" checked="" value="12"/>');
    expect(html).not.toContain('checked="" value="1"/>');
    expect(html).toContain('<strong>1 year</strong><span class="choice__hint">$59.88 today</span>');
  });
});

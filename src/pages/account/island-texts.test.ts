import { describe, expect, it } from "vitest";
import type { Messages, Translate } from "../../i18n/messages";
import { islandTexts } from "./island-texts";

const t: Translate = ((key: string) => `t(${key})`) as Translate;

const messagesOf = (title: string, save: string): Messages =>
  ({
    myaccount: {
      title,
      meta: { description: "page only" },
      card: { save, remove: "Remove" },
      mail: { subject: "server only" },
    },
    account: { field: { email: "E-mail" } },
  }) as unknown as Messages;

describe("an account island's texts", () => {
  it("are its namespaces flat by full key, without the page's own heading texts or the e-mails", () => {
    const texts = islandTexts(messagesOf("My account", "Save"), ["myaccount", "account"], t, [
      "dialog.close",
    ]);
    expect(texts).toEqual({
      "myaccount.card.save": "Save",
      "myaccount.card.remove": "Remove",
      "account.field.email": "E-mail",
      "dialog.close": "t(dialog.close)",
    });
  });

  it("are the same on every render of a tree, and each tree's own", () => {
    const german = messagesOf("Mein Konto", "Speichern");
    const first = islandTexts(german, ["myaccount"], t);
    first["myaccount.card.save"] = "changed by a caller";
    expect(islandTexts(german, ["myaccount"], t)["myaccount.card.save"]).toBe("Speichern");
    expect(
      islandTexts(messagesOf("Mon compte", "Enregistrer"), ["myaccount"], t)["myaccount.card.save"],
    ).toBe("Enregistrer");
  });
});

import { describe, expect, it } from "vitest";
import type { Messages, Translate } from "../../i18n/messages";
import { scriptJson } from "../../shared/script-json";
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

  it("are one frozen object per tree, made and serialized once, and each tree's own", () => {
    const german = messagesOf("Mein Konto", "Speichern");
    const first = islandTexts(german, ["myaccount"], t);
    expect(Object.isFrozen(first)).toBe(true);
    // Another render of the page: its messages object is new, its trees are the isolate's.
    expect(islandTexts({ ...german }, ["myaccount"], t)).toBe(first);
    expect(islandTexts(german, ["myaccount"], t, ["dialog.close"])).not.toBe(first);
    expect(
      islandTexts(messagesOf("Mon compte", "Enregistrer"), ["myaccount"], t)["myaccount.card.save"],
    ).toBe("Enregistrer");
  });

  it("are made again when a tree they were made from is loaded again", () => {
    const english = messagesOf("My account", "Save");
    const before = islandTexts(english, ["myaccount", "account"], t);
    const reloaded = { ...english, account: { field: { email: "E-mail address" } } } as unknown as Messages;
    const after = islandTexts(reloaded, ["myaccount", "account"], t);
    expect(after["account.field.email"]).toBe("E-mail address");
    expect(before["account.field.email"]).toBe("E-mail");
  });

  it("travel as the same JSON as before they were kept", () => {
    const texts = islandTexts(messagesOf("Konto", "Sichern"), ["myaccount", "account"], t, ["common.ok"]);
    const props = { texts, user: { id: 7 } };
    expect(JSON.parse(scriptJson(props))).toEqual({ texts: { ...texts }, user: { id: 7 } });
  });
});

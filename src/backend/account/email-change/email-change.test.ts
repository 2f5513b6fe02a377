import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fullAccount, PASSWORD, signIn } from "../../../../test/support/account-data";
import { callApi, json } from "../../../../test/support/api";
import { API_ERRORS, SESSION_CODES } from "../../../api/codes";
import { emailChange, emailConfirm, profile } from "../../../api/contract/account";

const change = (token: string, body: Record<string, unknown>) => callApi(emailChange, { token, body });
const confirm = (token: string, code: string) => callApi(emailConfirm, { token, body: { code } });
const codeOf = (error: Response) => json(error).then((b) => b.code);

async function lastMailTo(address: string) {
  return env.DB.prepare("SELECT subject, body FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1")
    .bind(address)
    .first<{ subject: string; body: string }>();
}
const sixDigits = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? "";
const emailOf = async (token: string) =>
  (await json<{ data: { email: string } }>(await callApi(profile, { token }))).data.email;

describe("account/v1/web/email/change and email/confirm", () => {
  it("refuses bad input, a wrong password and the same address, and sends nothing", async () => {
    const token = await fullAccount("ec-bad@example.com");
    expect(await codeOf(await change(token, { new_email: "nope", password: PASSWORD }))).toBe(
      API_ERRORS.invalidInput.code,
    );
    expect(await codeOf(await change(token, { new_email: "ec-new@example.com", password: "wrong" }))).toBe(
      API_ERRORS.wrongPassword.code,
    );
    expect(await codeOf(await change(token, { new_email: " EC-Bad@example.com", password: PASSWORD }))).toBe(
      API_ERRORS.emailUnchanged.code,
    );
    expect(await lastMailTo("ec-new@example.com")).toBeNull();
    expect(await codeOf(await confirm(token, "123456"))).toBe(API_ERRORS.codeInvalid.code);
  });

  it("switches with the code from the new address, ends other sessions and mails the old one an undo link", async () => {
    const token = await fullAccount("ec-old@example.com");
    // A second signed-in device of the same account.
    expect((await signIn("ec-old@example.com")).code).toBe(0);
    const second = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ? AND s.revoked_at IS NULL",
    )
      .bind("ec-old@example.com")
      .first<{ n: number }>();
    expect(second?.n).toBe(2);

    expect(
      (await change(token, { new_email: "ec-new2@example.com", password: PASSWORD, lang: "de" })).status,
    ).toBe(200);
    const codeMail = await lastMailTo("ec-new2@example.com");
    expect(codeMail?.subject).toContain("E-Mail-Adresse");
    const code = sixDigits(codeMail?.body ?? "");
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await codeOf(await confirm(token, wrong))).toBe(API_ERRORS.codeInvalid.code);
    expect(await emailOf(token)).toBe("ec-old@example.com");

    const done = await confirm(token, code);
    expect(done.status).toBe(200);
    expect((await json<{ data: { ended_sessions: number } }>(done)).data.ended_sessions).toBe(1);
    expect(await emailOf(token)).toBe("ec-new2@example.com");
    expect(await codeOf(await confirm(token, code))).toBe(API_ERRORS.codeInvalid.code);

    const undoMail = await lastMailTo("ec-old@example.com");
    expect(undoMail?.body).toContain("e***@example.com");
    expect(undoMail?.body).not.toContain("ec-new2@example.com");
    const link = new URL(/https?:\/\/\S+/.exec(undoMail?.body ?? "")?.[0] ?? "");
    expect(link.pathname).toBe("/de/account/email-undo");

    // GET only shows the question; the POST of its button undoes.
    const shown = await SELF.fetch(link);
    expect(await shown.text()).toContain("ec-old@example.com");
    expect(await emailOf(token)).toBe("ec-new2@example.com");
    const undone = await SELF.fetch(link.origin + link.pathname, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: link.origin },
      body: new URLSearchParams({ token: link.searchParams.get("token") ?? "" }),
    });
    expect(await undone.text()).toContain('role="status"');
    const after = await callApi(profile, { token });
    expect(await codeOf(after)).toBe(SESSION_CODES.revoked);
    expect((await signIn("ec-old@example.com")).code).toBe(API_ERRORS.wrongCredentials.code);
    const row = await env.DB.prepare("SELECT email FROM users WHERE email = ?")
      .bind("ec-old@example.com")
      .first<{ email: string }>();
    expect(row?.email).toBe("ec-old@example.com");
    // The link works once.
    const again = await SELF.fetch(link.origin + link.pathname, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: link.origin },
      body: new URLSearchParams({ token: link.searchParams.get("token") ?? "" }),
    });
    expect(await again.text()).toContain('role="alert"');
  });

  it("answers a taken address like a free one, mails its owner instead of a code, and no code confirms", async () => {
    await fullAccount("ec-owner@example.com");
    const token = await fullAccount("ec-asker@example.com");
    const before = await lastMailTo("ec-owner@example.com");
    const answer = await change(token, { new_email: "ec-owner@example.com", password: PASSWORD });
    expect(answer.status).toBe(200);
    const free = await change(token, { new_email: "ec-free@example.com", password: PASSWORD });
    expect(Object.keys((await json<{ data: object }>(answer.clone())).data)).toEqual(
      Object.keys((await json<{ data: object }>(free)).data),
    );
    const notice = await lastMailTo("ec-owner@example.com");
    expect(notice?.body).not.toBe(before?.body);
    expect(sixDigits(notice?.body ?? "")).toBe("");
    // The latest request (the free address) is the one a code confirms; a new taken one blocks it.
    await change(token, { new_email: "ec-owner@example.com", password: PASSWORD });
    for (const guess of ["000000", "123456"]) expect(await codeOf(await confirm(token, guess))).toBe(41005);
    expect(await emailOf(token)).toBe("ec-asker@example.com");
  });

  it("switches once when the right code is sent twice at the same time", async () => {
    const token = await fullAccount("ec-race@example.com");
    await change(token, { new_email: "ec-race-new@example.com", password: PASSWORD });
    const code = sixDigits((await lastMailTo("ec-race-new@example.com"))?.body ?? "");
    const mailsToOld = async () =>
      (
        await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_address = ?")
          .bind("ec-race@example.com")
          .first<{ n: number }>()
      )?.n ?? 0;
    const before = await mailsToOld();
    const answers = await Promise.all([confirm(token, code), confirm(token, code), confirm(token, code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    // One undo mail to the old address, however many right codes arrived.
    expect((await mailsToOld()) - before).toBe(1);
  });

  it("answers the uniform invalid-code error when the address was taken before the code came back", async () => {
    const token = await fullAccount("ec-late@example.com");
    await change(token, { new_email: "ec-late-new@example.com", password: PASSWORD });
    const code = sixDigits((await lastMailTo("ec-late-new@example.com"))?.body ?? "");
    await fullAccount("ec-late-new@example.com");
    expect(await codeOf(await confirm(token, code))).toBe(API_ERRORS.codeInvalid.code);
    expect(await emailOf(token)).toBe("ec-late@example.com");
  });
});

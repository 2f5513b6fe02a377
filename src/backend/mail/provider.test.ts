import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { mailProvider } from "./provider";

describe("the production mail adapter", () => {
  it("is off unless every secret is set", () => {
    expect(mailProvider(env)).toBeNull();
    expect(mailProvider({ ...env, MAIL_API_URL: "https://mail.example/send", MAIL_API_KEY: "k" })).toBeNull();
  });

  it("posts the mail as JSON with the bearer key", async () => {
    const sent: Request[] = [];
    const send = mailProvider(
      {
        ...env,
        MAIL_API_URL: "https://mail.example/send",
        MAIL_API_KEY: "key-1",
        MAIL_FROM: "no-reply@vpnmaster.com",
      },
      async (input, init) => {
        sent.push(new Request(input, init) as unknown as Request);
        return new Response("{}", { status: 202 });
      },
    );
    expect(await send?.({ to: "a@example.com", subject: "Hi", text: "Code 123456" })).toBe("202");
    expect(sent[0]?.headers.get("Authorization")).toBe("Bearer key-1");
    expect(await sent[0]?.json()).toEqual({
      from: "no-reply@vpnmaster.com",
      to: "a@example.com",
      subject: "Hi",
      text: "Code 123456",
    });
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  parseEcbRates,
  REFERENCE_RATES,
  ratesAreRecent,
  refreshReferenceRates,
  storedReferenceRates,
  unitRate,
} from "./reference-rates";

/** The ECB's daily file as it is published (its documented shape, trimmed to four currencies). */
const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
	<Cube>
		<Cube time='2026-11-20'>
			<Cube currency='USD' rate='1.0500'/>
			<Cube currency='JPY' rate='162.40'/>
			<Cube currency='GBP' rate='0.84638'/>
			<Cube currency='PLN' rate='4.3090'/>
		</Cube>
	</Cube>
</gesmes:Envelope>`;

const NOW = Date.parse("2026-11-21T09:00:00Z");
const answering = (body: string, status = 200) =>
  (async () => new Response(body, { status })) as typeof fetch;

describe("the ECB's reference rates", () => {
  it("reads the reference day and every currency's rate per euro", () => {
    const rates = parseEcbRates(ECB_XML, NOW);
    expect(rates).toEqual({
      date: "2026-11-20",
      perEuro: { EUR: 1, USD: 1.05, JPY: 162.4, GBP: 0.84638, PLN: 4.309 },
      fetchedAt: NOW,
    });
  });

  it("refuses an answer that is not the rates file", () => {
    expect(parseEcbRates("<html>Service unavailable</html>", NOW)).toBeNull();
    expect(parseEcbRates("<Cube time='2026-11-20'></Cube>", NOW)).toBeNull();
  });

  it("converts between any two currencies through the euro", () => {
    const rates = parseEcbRates(ECB_XML, NOW);
    if (!rates) throw new Error("unreadable");
    expect(unitRate(rates, "USD", "EUR")).toBeCloseTo(1 / 1.05, 10);
    expect(unitRate(rates, "USD", "JPY")).toBeCloseTo(162.4 / 1.05, 10);
    expect(unitRate(rates, "USD", "KES")).toBeNull();
  });

  it("holds rates recent for a week after their reference day", () => {
    const rates = parseEcbRates(ECB_XML, NOW);
    if (!rates) throw new Error("unreadable");
    expect(ratesAreRecent(rates, Date.parse("2026-11-27T00:00:00Z"))).toBe(true);
    expect(ratesAreRecent(rates, Date.parse("2026-11-27T00:00:01Z"))).toBe(false);
  });

  it("the Cron step stores them, leaves them for six hours, and keeps the old ones when the ECB fails", async () => {
    expect(await refreshReferenceRates(env, NOW, answering(ECB_XML))).toBe("stored");
    expect((await storedReferenceRates(env.PRICES))?.date).toBe("2026-11-20");
    // Within six hours nothing is fetched: a fetcher that would fail is never called.
    const later = NOW + REFERENCE_RATES.REFRESH_AFTER_MS - 1;
    expect(await refreshReferenceRates(env, later, answering("", 503))).toBe("fresh");
    const afterwards = NOW + REFERENCE_RATES.REFRESH_AFTER_MS;
    expect(await refreshReferenceRates(env, afterwards, answering("", 503))).toBe("failed");
    expect(await refreshReferenceRates(env, afterwards, answering("<html></html>"))).toBe("failed");
    const kept = await storedReferenceRates(env.PRICES);
    expect(kept).toMatchObject({ date: "2026-11-20", fetchedAt: NOW });
  });
});

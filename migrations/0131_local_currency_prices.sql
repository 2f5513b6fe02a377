-- Decision 178: buyers in the euro area, Poland, Japan and Brazil are quoted their own currency
-- (issue 20), so the local methods that settle only in it (iDEAL, Bancontact, SEPA Direct Debit,
-- BLIK, Przelewy24, Konbini, Pix, Boleto) can be offered. SQLite cannot widen a CHECK constraint
-- in place, so the price table is rebuilt (as 0129 did for INR), then given its new rows. Nothing
-- references plan_prices by foreign key.
--
-- The *_cents columns hold the currency's minor unit (ISO 4217): cents, grosze and centavos, but
-- whole yen, because the yen has no decimals (Stripe, Paddle and Razorpay take the same integers).
CREATE TABLE plan_prices_next (
  plan_id INTEGER NOT NULL REFERENCES plans (id),
  currency TEXT NOT NULL CHECK (currency IN ('USD', 'AUD', 'CAD', 'GBP', 'INR', 'EUR', 'PLN', 'JPY', 'BRL')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  list_cents INTEGER NOT NULL CHECK (list_cents >= amount_cents),
  renewal_cents INTEGER NOT NULL CHECK (renewal_cents > 0),
  trial_cents INTEGER,
  PRIMARY KEY (plan_id, currency)
);
INSERT INTO plan_prices_next (plan_id, currency, amount_cents, list_cents, renewal_cents, trial_cents)
  SELECT plan_id, currency, amount_cents, list_cents, renewal_cents, trial_cents FROM plan_prices;
DROP TABLE plan_prices;
ALTER TABLE plan_prices_next RENAME TO plan_prices;

-- Price points set per market, not converted: a monthly price at the market's usual ending (.99;
-- Brazil's ,90; yen in 80), each longer term a per-month price of the same kind times its months,
-- the list price the monthly price times the term, so the discounts stay those of the dollar plans
-- (1 year 62-63 %, 2 years 73-75 %, the CJ channel's 112 and 124 65-67 % and 77-78 %; USD 62, 73,
-- 65, 77). Every term renews yearly at the 1-year price, the monthly plans monthly. Trials stay
-- above the smallest charge of the methods in that currency (Konbini ¥120, Boleto R$5.00).
INSERT INTO plan_prices (plan_id, currency, amount_cents, list_cents, renewal_cents, trial_cents) VALUES
  -- Euro: €11.99 a month; €4.49, €3.19 a month for 1 and 2 years; CJ €3.99 and €2.79; trial €0.99.
  (1, 'EUR', 1199, 1199, 1199, NULL),
  (12, 'EUR', 5388, 14388, 5388, NULL),
  (24, 'EUR', 7656, 28776, 5388, NULL),
  (7, 'EUR', 1199, 1199, 1199, 99),
  (112, 'EUR', 4788, 14388, 5388, NULL),
  (124, 'EUR', 6696, 28776, 5388, NULL),
  -- Złoty: 49.99 zł a month; 18.99 zł and 12.99 zł a month; CJ 16.99 zł and 10.99 zł; trial 3.99 zł.
  (1, 'PLN', 4999, 4999, 4999, NULL),
  (12, 'PLN', 22788, 59988, 22788, NULL),
  (24, 'PLN', 31176, 119976, 22788, NULL),
  (7, 'PLN', 4999, 4999, 4999, 399),
  (112, 'PLN', 20388, 59988, 22788, NULL),
  (124, 'PLN', 26376, 119976, 22788, NULL),
  -- Yen (whole yen): ¥1,980 a month; ¥750 and ¥500 a month; CJ ¥680 and ¥450; trial ¥150.
  (1, 'JPY', 1980, 1980, 1980, NULL),
  (12, 'JPY', 9000, 23760, 9000, NULL),
  (24, 'JPY', 12000, 47520, 9000, NULL),
  (7, 'JPY', 1980, 1980, 1980, 150),
  (112, 'JPY', 8160, 23760, 9000, NULL),
  (124, 'JPY', 10800, 47520, 9000, NULL),
  -- Real: R$ 49,90 a month; R$ 18,90 and R$ 12,90 a month; CJ R$ 16,90 and R$ 10,90; trial R$ 5,90.
  (1, 'BRL', 4990, 4990, 4990, NULL),
  (12, 'BRL', 22680, 59880, 22680, NULL),
  (24, 'BRL', 30960, 119760, 22680, NULL),
  (7, 'BRL', 4990, 4990, 4990, 590),
  (112, 'BRL', 20280, 59880, 22680, NULL),
  (124, 'BRL', 26160, 119760, 22680, NULL);

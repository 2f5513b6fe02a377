import type { Algorithm } from "./software-authenticator";

/**
 * Passkeys as @simplewebauthn/server 14.0.3 stored them (decision 135), captured from its
 * registration handler before decision 175 replaced it: `public_key` is the COSE key it re-encoded
 * with tiny-cbor, base64url. With each, the test-only private key that signs for it, so a test can
 * prove that rows written by the old verifier still sign in.
 */
export interface StoredPasskeyFixture {
  algorithm: Algorithm;
  credentialId: string;
  publicKey: string;
  counter: number;
  privateJwk: JsonWebKey;
}

export const PASSKEYS_STORED_BY_SIMPLEWEBAUTHN: readonly StoredPasskeyFixture[] = [
  {
    algorithm: "ES256",
    credentialId: "HFjqJ22H8iaYqXBi4q5Q0g",
    publicKey:
      "pQECAyYgASFYIIh6xdYmZLzHsCslHobi6O0ppEv8HTgUcvdzzNgcuXmzIlggBBMrGf3KUYGLzQbat6JRp_QISarXpwboI4skaDq28D4",
    counter: 0,
    privateJwk: {
      kty: "EC",
      crv: "P-256",
      x: "iHrF1iZkvMewKyUehuLo7SmkS_wdOBRy93PM2By5ebM",
      y: "BBMrGf3KUYGLzQbat6JRp_QISarXpwboI4skaDq28D4",
      d: "Xm75QEniC5A0wTj_GT4de2KRYVSZP4EF--AtNr9PzrQ",
    },
  },
  {
    algorithm: "RS256",
    credentialId: "dqKwP3_kdcozQzWeJPE5YA",
    publicKey:
      "pAEDAzkBACBZAQCzXMD3DXNY-CY9Olcyj20j9-fNkqsg7TEN62T7EAbqnxq4Z6MYuT3rsKUgVhh2Bdw8k6xnNBwhInXERfHv6vMd_Vb_Lw3kF2Ywg721agy0KcHuQ1ghP4zU63WMM2Np6lleg_9KR168S4KDj-pEKebjh0ZajX5mzTl6zepGtdX6HfmR8F6ePUb1BStsgbHf2hmeQikEA3W6FDhtoxzRWcB_XURB3Hibq1bsfMupII5s6cKuFCTdUbWc1IT_wA_pmIJCTXIMcdraQNLTswbG1m_DuTbs5oc5kXiDBh9NoTbg6IMtSqbmrQFgSDaQTX3rQndSycDIBrVWkvK_CZ0DzA5JIUMBAAE",
    counter: 0,
    privateJwk: {
      kty: "RSA",
      alg: "RS256",
      d: "DH979DMQHKzU6EsMiKnBFIKpmLPdwAp7ErHafFqQatCZmWwiS56by5SoWu2Y4H91ylRNbPcO9zmaHGo1yq6T0H0GzvsBxCkjviFt6opYVoT63g38AfwWRX9fNlzd0mNppQn8U9oPhj4aOu3gKG4FiEj0rGpj2oi2FsIqrxDsVzRZzOOEq2ljwfoSTgtOcYolTVxMdWEzlvDYbYm94ZScCQDv0Xta76Xv4PUr_EfF8Qbc3Ph5ik-E2IwF7ukZReaKdhGTrwOA6Q3OAkX4V7T2f0dUILqTyk7vWu2p_g10ZYNoEp9Yjy3Gbya1oHOvbTMG6nVw7ZUNUpEdE1tuyDeIEQ",
      n: "s1zA9w1zWPgmPTpXMo9tI_fnzZKrIO0xDetk-xAG6p8auGejGLk967ClIFYYdgXcPJOsZzQcISJ1xEXx7-rzHf1W_y8N5BdmMIO9tWoMtCnB7kNYIT-M1Ot1jDNjaepZXoP_SkdevEuCg4_qRCnm44dGWo1-Zs05es3qRrXV-h35kfBenj1G9QUrbIGx39oZnkIpBAN1uhQ4baMc0VnAf11EQdx4m6tW7HzLqSCObOnCrhQk3VG1nNSE_8AP6ZiCQk1yDHHa2kDS07MGxtZvw7k27OaHOZF4gwYfTaE24OiDLUqm5q0BYEg2kE1960J3UsnAyAa1VpLyvwmdA8wOSQ",
      e: "AQAB",
      p: "5yMfJKougoB45RKRJsIWCle5EWe7B4TijxKlv4qBucJU479MJkGjbIEGSNnow6ZYM7QLTE50B7Nz8pwhUHVWfWWbL2zsrW24Qinu5OhXWpj6inWunIhaQQp3jIRDB5rI2cvDyXUrO7kfq7ffJjHLQRbzzt9VdY2MZ57te4E5h3E",
      q: "xqflOqhzsSS4_nhmwiH453A1rDZvmncfdroMkV9XlPXkXLPbmzwt_gEWnIPf0PQOrl88qi5tYnPgyy43F3d2s3q8_tJiGIgjLdV8e4aCRD_62eXxvKkIUHIhThTOHbqx-Hblll3GxjXurlXvufeYdlvho7vGu2jVAebhWjK_eFk",
      dp: "1NcNrZicvYWKTf7b9OHSo_GFtRZdLp5adj9Iq-nibWka_KHCgJP-5kKlw94NrmR2Yh4QLVMtG45PXgAR2WJDo7M1xOU7yLP5ccvldZrSHdYzF98oTHJvEeeOkLGWe-E3xP8TKmcfyZ4-IMVv0l8V-LknB7-2lUokGaNKsmkbzbE",
      dq: "OhrnuIWG-VxVY9ERtVy8ce1nNYzijdqj8FUw0eCCPIbDmb3d0QUEKtRkqbkE4RhRpv0iQGC-C9r6-FL3ODzwEkUnPJ2KpcREDebwtyy7s3zHQa65S0ZhsS4AwdbiBt4RqiwUsSuStW0W-BUYvltGU_BCCmMlGLHsA9dlOL25NVk",
      qi: "u-qgBgiGEk8Dv1W9ORydfeCpqHwovZSToEKanqQNYlxv0mVsGaZXFYReAuL36TpknxAbt-ILwUzMvp1tjSYk_Ip7xuZr_Vs9NeyIA1mwl-apx7-BFvIIL5GnPtCFW2mWaX9WYuEch3-_7wnQcNpFBZvG62nPSZVjG19xw39KFg",
    },
  },
  {
    algorithm: "EdDSA",
    credentialId: "tPywj3HXSFJ_seVrmzNtkw",
    publicKey: "pAEBAycgBiFYIG_ZRQC8Ykjsi7Jpz4rJH2YkKyjfFSAHm3A2hDErVgTg",
    counter: 0,
    privateJwk: {
      kty: "OKP",
      alg: "EdDSA",
      crv: "Ed25519",
      x: "b9lFALxiSOyLsmnPiskfZiQrKN8VIAebcDaEMStWBOA",
      d: "zS5Rb4X8eOp684eowXtUsK_hmMZX783BDnW6T04JhoE",
    },
  },
];

import type { ContactRequest } from "../../api/contract/report";

// No 0/O or 1/I: a reference is read out on the phone or typed from an e-mail.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const REFERENCE_LENGTH = 10;

/** A random, non-sequential reference the sender can quote (it reveals no message count). */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(REFERENCE_LENGTH));
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
}

export interface StoredContactMessage extends ContactRequest {
  reference: string;
  createdAt: number;
}

export async function insertContactMessage(
  db: D1Database,
  message: ContactRequest,
  now: number,
): Promise<string> {
  const reference = newReference();
  await db
    .prepare(
      `INSERT INTO contact_messages (reference, created_at, language, topic, name, email, message)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      reference,
      now,
      message.language ?? null,
      message.topic,
      message.name,
      message.email,
      message.message,
    )
    .run();
  return reference;
}

export async function findContactMessage(
  db: D1Database,
  reference: string,
): Promise<StoredContactMessage | null> {
  const row = await db
    .prepare(
      "SELECT reference, created_at, language, topic, name, email, message FROM contact_messages WHERE reference = ?",
    )
    .bind(reference)
    .first<{
      reference: string;
      created_at: number;
      language: ContactRequest["language"] | null;
      topic: ContactRequest["topic"];
      name: string;
      email: string;
      message: string;
    }>();
  if (!row) return null;
  return {
    reference: row.reference,
    createdAt: row.created_at,
    language: row.language ?? undefined,
    topic: row.topic,
    name: row.name,
    email: row.email,
    message: row.message,
  };
}

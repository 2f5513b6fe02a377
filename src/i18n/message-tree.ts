/** A locale file's content: texts, nested by key. */
export type MessageTree = { [key: string]: string | MessageTree };

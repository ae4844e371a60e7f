/** A typed text as the literal part of a LIKE pattern: its \, % and _ match themselves (Postgres's default escape). */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Small key/value facts about this installation (e.g. which seed ran), kept in the
 * database so every API instance sharing it agrees.
 */
export interface AppMetaTable {
  key: string;
  value: string;
  /** ISO-8601 UTC text; see the timestamp convention in database.ts. */
  updated_at: string;
}

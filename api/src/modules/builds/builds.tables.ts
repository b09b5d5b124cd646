// Row type of saved PC builds (migration 2026-11-23-020-builds). Rows never leave the
// API as they are: the service maps them to the Build shape.

export interface BuildsTable {
  id: string;
  /** Unguessable id of the read-only shared view; the owner's id is never in a link. */
  share_id: string;
  user_id: string;
  name: string;
  /** JSON text: { [slot id]: product id } */
  parts: string;
  created_at: string;
  updated_at: string;
}

export interface BuildsTables {
  builds: BuildsTable;
}

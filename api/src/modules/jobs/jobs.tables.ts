// Row type of the embedded job queue (migration 2026-11-26-080-jobs).

export interface JobsTable {
  id: string;
  name: string;
  /** JSON. */
  data: string;
  state: string;
  singleton_key: string | null;
  attempts: number;
  retry_limit: number;
  retry_delay_ms: number;
  run_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface JobsTables {
  jobs: JobsTable;
}

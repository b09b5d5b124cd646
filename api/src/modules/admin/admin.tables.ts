// Row type of the audit log (migration 2026-11-23-030-back-office).

export interface AuditLogTable {
  id: string;
  actor_id: string;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: string | null;
  after: string | null;
  created_at: string;
}

export interface AdminTables {
  audit_log: AuditLogTable;
}

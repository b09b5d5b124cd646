// The common feature as the other features of this remote use it; they import nothing
// else of it (eslint.config.mjs).
export { adminApi, uploadProductImage } from './admin-api';
export type {
  AdminCoupon,
  AdminOrder,
  AdminProduct,
  AdminRefund,
  AuditEntry,
  Dashboard,
  OrderStatus,
  PosSale,
  StaffMember,
} from './admin-api';
export { default as adminStyles } from './admin.module.css';
export { errorText, taka, when } from './format';
export { describedBy, FieldError, fieldErrorsOf, type FieldErrors } from './field-errors';
export { PagedTable } from './pager';
export { useLoad } from './use-load';

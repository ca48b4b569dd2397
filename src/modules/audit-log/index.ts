export { AuditLogModule } from './audit-log.module';
export { AuditInterceptor } from './audit.interceptor';
export { AuditName, AuditResource, NotAudited } from './audit-target';

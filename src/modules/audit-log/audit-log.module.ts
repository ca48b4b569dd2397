import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller';
import { AuditLogEntries } from './audit-log-entries';
import { AuditInterceptor } from './audit.interceptor';

/** The audit log (docs/audit-log.md): its table, the interceptor that writes it, and `GET /audit-log`. */
@Module({
  controllers: [AuditLogController],
  providers: [AuditLogEntries, AuditInterceptor],
  exports: [AuditInterceptor],
})
export class AuditLogModule {}

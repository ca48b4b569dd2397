import { Readable } from 'node:stream';
import { Get, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { stringify } from 'csv-stringify';
import type { Request, Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../core/http/api-version';
import { pagedSchema, type Page } from '../../core/http/paging';
import { safeCell } from '../reports';
import { AuditLogEntries } from './audit-log-entries';
import { AuditActorView, AuditLogEntryView, AuditLogQuery } from './dto/audit-log.dto';

const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const AUDIT_CSV_COLUMNS = ['id', 'occurredOn', 'actorType', 'actorId', 'actorEmail', 'action', 'resourceType', 'resourceId', 'status', 'requestId', 'ip'] as const;

@VersionedController('audit-log', 'Audit log')
@ApiExtraModels(AuditLogEntryView, AuditActorView)
export class AuditLogController {
  constructor(private readonly entries: AuditLogEntries) {}

  @Get()
  @RequireScopes('auditLog:view')
  @ApiOperation({
    summary: 'Read the audit log',
    description:
      'Every change a user or machine client made through the API (creates, updates, deletions, `:actions`, sign-ins to the console), ' +
      'newest first, each with who made it, the operation, what it acted on, the answer’s status, the request id and the address. ' +
      'Filters are exact and combine; `since` and `until` are both included. With `Accept: text/csv`, every entry the filters match ' +
      '(not a page) as CSV, streamed; a cell a spreadsheet would run as a formula is prefixed with an apostrophe. Entries are kept at ' +
      'least a year, and never change.',
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({
    description: 'A page of entries, or with `Accept: text/csv` all of them as CSV.',
    content: {
      'application/json': { schema: pagedSchema(AuditLogEntryView) },
      'text/csv': { schema: { type: 'string', example: `${AUDIT_CSV_COLUMNS.join(',')}\n` } },
    },
  })
  @ApiBadRequestResponse({ description: 'Validation problem naming the field: a malformed `since` or `until`, `until` before `since`, an empty or over-long filter, a bad page.' })
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: AuditLogQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Page<AuditLogEntryView> | StreamableFile> {
    if (req.accepts(['application/json', 'text/csv']) !== 'text/csv') return this.entries.page(principal.organizationId, query);
    const rows = Readable.from(csvRows(this.entries.all(principal.organizationId, query)));
    const csv = stringify({ header: true, columns: [...AUDIT_CSV_COLUMNS] });
    rows.on('error', (error) => csv.destroy(error));
    res.setHeader('Content-Disposition', 'attachment; filename="audit-log.csv"');
    return new StreamableFile(rows.pipe(csv), { type: CSV_CONTENT_TYPE });
  }
}

async function* csvRows(entries: AsyncGenerator<AuditLogEntryView>): AsyncGenerator<string[]> {
  for await (const e of entries) {
    yield [
      e.id,
      e.occurredOn,
      e.actor.type,
      safeCell(e.actor.id),
      safeCell(e.actor.email),
      e.action,
      e.resourceType,
      safeCell(e.resourceId),
      String(e.status),
      safeCell(e.requestId),
      safeCell(e.ip),
    ];
  }
}

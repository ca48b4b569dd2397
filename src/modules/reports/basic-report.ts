import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable, Logger } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import type { Request, Response } from 'express';
import { centsToAmount } from '../../core/money/money';
import { CampaignsService } from '../campaigns';
import { BasicReportRows, InstructionTallies, type BasicReportPosition, type BasicReportRow } from '../payout-instructions';
import { PayoutMethodsService } from '../payout-methods';
import { basicReportKey, decodePosition, encodePosition } from './basic-report-pages';
import { safeCell } from './csv-cells';
import type { BasicReportQuery } from './dto/report-queries.dto';
import { ReportCache, REPORT_CACHE_SECONDS } from './report-cache';

export const BASIC_REPORT_COLUMNS = ['Id', 'ExternalId', 'FirstName', 'LastName', 'Email', 'Amount', 'Status', 'PayoutMethod', 'CreatedOn', 'UpdatedOn'] as const;
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** Bytes gathered before a write to the client and to the cache: a few dozen writes a page rather than one per row. */
const CHUNK_BYTES = 64 * 1024;

/** Gathers small chunks into larger ones and hands each to `also` (the cache) before passing it on. */
class Gather extends Transform {
  private parts: Buffer[] = [];
  private size = 0;

  constructor(private readonly also: (chunk: Buffer) => Promise<void>) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.parts.push(chunk);
    this.size += chunk.length;
    if (this.size < CHUNK_BYTES) return done();
    this.flushParts(done);
  }

  override _flush(done: TransformCallback): void {
    this.flushParts(done);
  }

  private flushParts(done: TransformCallback): void {
    if (this.size === 0) return done();
    const chunk = Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    this.also(chunk).then(() => done(null, chunk), done);
  }
}

/** The rows a page sent, and the last one's position. */
interface Seen {
  count: number;
  last?: BasicReportPosition;
}

/**
 * The basic report (docs/reports.md): a page of a campaign's instructions as CSV, streamed from a cursor through
 * csv-stringify to the client, never whole in memory, and into the cache on the way (two minutes per campaign and
 * combination of page, size and sort).
 */
@Injectable()
export class BasicReport {
  private readonly logger = new Logger(BasicReport.name);

  constructor(
    private readonly campaigns: CampaignsService,
    private readonly rows: BasicReportRows,
    private readonly tallies: InstructionTallies,
    private readonly methods: PayoutMethodsService,
    private readonly cache: ReportCache,
  ) {}

  async send(organizationId: string, campaignId: string, query: BasicReportQuery, req: Request, res: Response): Promise<void> {
    await this.campaigns.require(campaignId);
    const key = basicReportKey(campaignId, query, query.pageNumber);
    const previous = query.pageNumber > 1 ? basicReportKey(campaignId, query, query.pageNumber - 1) : undefined;
    const { entry: cached, previousNext } = await this.cache.get(key, previous);
    if (cached) {
      this.headers(req, res, query, cached.total, 'HIT');
      res.end(cached.body);
      return;
    }
    const [counts, tagKeys] = await Promise.all([this.tallies.countsByStatus(organizationId, [campaignId]), this.tallies.tagKeysOf(campaignId)]);
    const total = Object.values(counts.get(campaignId) ?? {}).reduce((sum, n) => sum + n, 0);
    this.headers(req, res, query, total, 'MISS');
    const fill = this.cache.fill(key, total);
    // Read after the previous page's last row when it is still cached: the same rows as the offset, without
    // reading and dropping every row before them (docs/reports.md).
    const rows = this.rows.rows(organizationId, campaignId, {
      sortBy: query.sortBy,
      descending: query.sortOrder === 'desc',
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
      after: decodePosition(previousNext),
    });
    const seen: Seen = { count: 0 };
    try {
      await pipeline(
        Readable.from(this.records(rows, tagKeys, seen)),
        // The header is guarded as the cells are: tag keys are text a person chose (docs/reports.md).
        stringify({ header: true, columns: [...BASIC_REPORT_COLUMNS, ...tagKeys].map(safeCell) }),
        new Gather((chunk) => fill.append(chunk)),
        res,
      );
      // Only a full page has a page after it.
      await fill.publish(seen.last && seen.count === query.pageSize ? encodePosition(seen.last) : undefined);
    } catch (error) {
      await fill.discard();
      // Headers are gone by now: the client sees a cut connection, never a page that looks whole.
      if (!res.destroyed) res.destroy(error as Error);
      this.logger.warn(`Basic report of campaign ${campaignId} stopped: ${(error as Error).message}`);
    }
  }

  private async *records(rows: AsyncGenerator<BasicReportRow>, tagKeys: readonly string[], seen: Seen): AsyncGenerator<string[]> {
    const names = new Map<string, string>();
    for await (const row of rows) {
      seen.count++;
      seen.last = { value: row.sort_value, id: row.id };
      const methodId = row.payout_method_id;
      if (methodId && !names.has(methodId)) names.set(methodId, (await this.methods.entries([methodId])).get(methodId)?.name ?? methodId);
      yield [
        row.id,
        safeCell(row.external_id),
        safeCell(row.first_name),
        safeCell(row.last_name),
        safeCell(row.email),
        row.amount_cents === null ? '' : centsToAmount(Number(row.amount_cents)).toFixed(2),
        row.status,
        safeCell(methodId ? names.get(methodId) : null),
        new Date(row.created_on).toISOString(),
        new Date(row.updated_on).toISOString(),
        ...tagKeys.map((tagKey) => safeCell(row.tags[tagKey])),
      ];
    }
  }

  private headers(req: Request, res: Response, query: BasicReportQuery, total: number, cache: 'HIT' | 'MISS'): void {
    const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
    const url = new URL(req.originalUrl, 'http://report');
    const link = (pageNumber: number, rel: string) => {
      url.searchParams.delete('pageNumber');
      url.searchParams.delete('pageSize');
      url.searchParams.append('pageNumber', String(pageNumber));
      url.searchParams.append('pageSize', String(query.pageSize));
      return `<${url.pathname}${url.search}>; rel="${rel}"`;
    };
    const links = [link(1, 'first')];
    if (query.pageNumber > 1) links.push(link(Math.min(query.pageNumber - 1, lastPage), 'prev'));
    if (query.pageNumber < lastPage) links.push(link(query.pageNumber + 1, 'next'));
    links.push(link(lastPage, 'last'));
    res.status(200);
    res.setHeader('Content-Type', CSV_CONTENT_TYPE);
    res.setHeader('Content-Disposition', `attachment; filename="basic-report-page-${query.pageNumber}.csv"`);
    res.setHeader('X-Total-Count', String(total));
    res.setHeader('Link', links.join(', '));
    res.setHeader('Cache-Control', `private, max-age=${REPORT_CACHE_SECONDS}`);
    res.setHeader('X-Cache', cache);
  }
}

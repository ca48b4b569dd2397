import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { prometheusContentType } from 'prom-client';
import { Public } from '../auth/require-scopes.decorator';
import { NoRateLimit } from '../rate-limit/no-rate-limit.decorator';
import { Metrics } from './metrics';

@Controller('metrics')
@ApiTags('Operations')
@Public()
@NoRateLimit()
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  @Header('Content-Type', prometheusContentType)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Prometheus metrics',
    description:
      'Text exposition format: process metrics, `http_requests_total` and `http_request_duration_seconds` by method, route template ' +
      'and status, and `bullmq_jobs` by queue and state (read from Redis when scraped).',
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'The metrics, in the Prometheus text format 0.0.4.', content: { 'text/plain': { schema: { type: 'string' } } } })
  scrape(): Promise<string> {
    return this.metrics.scrape();
  }
}

import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { Metrics } from './metrics';
import { MetricsController } from './metrics.controller';

/**
 * The HTTP operations endpoints (`/health/live`, `/health/ready`, `/metrics`) and the metrics registry. Imported by
 * the API only; the worker has no HTTP server. `installHttpObservability(app)` mounts the request middleware.
 */
@Module({
  controllers: [HealthController, MetricsController],
  providers: [Metrics],
  exports: [Metrics],
})
export class OperationsModule {}

import type { Request } from 'express';
import { SVG_CONTENT_TYPE } from './svg-chart';

/** Whether the client asked for the chart (`Accept: image/svg+xml`) rather than JSON, by its own preference order. */
export function wantsChart(req: Request): boolean {
  return req.accepts(['application/json', SVG_CONTENT_TYPE]) === SVG_CONTENT_TYPE;
}

/** The OpenAPI `200` of a report that is JSON or, asked with `Accept: image/svg+xml`, its chart. */
export function jsonOrChart(schemaName: string, description: string) {
  return {
    description,
    content: {
      'application/json': { schema: { $ref: `#/components/schemas/${schemaName}` } },
      [SVG_CONTENT_TYPE]: { schema: { type: 'string', description: 'An SVG document: the time series as a line chart, rendered on the server.' } },
    },
  };
}

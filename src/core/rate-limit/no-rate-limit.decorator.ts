import { SetMetadata } from '@nestjs/common';

export const NO_RATE_LIMIT_KEY = 'noRateLimit';

/** Leaves a controller or route out of the rate limits: probes and scrapers (health, metrics) must always answer. */
export const NoRateLimit = () => SetMetadata(NO_RATE_LIMIT_KEY, true);

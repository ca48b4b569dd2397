import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppConfig } from '../core/config/app-config';
import { CoreModule } from '../core/core.module';
import { OrganizationModule, OrganizationProvisioningService } from '../modules/organization';

/** The sandbox organization that `npm run migrate` seeds and `npm run token` names when no `--org` is given. */
export const SANDBOX_ORGANIZATION_ID = '0195a3f0-0000-7000-8000-000000000001';

@Module({ imports: [CoreModule, OrganizationModule] })
class SeedModule {}

/**
 * Seeds the sandbox organization with its primary funds holder and bank account, idempotently; called by the
 * migrate command after the migrations when `APP_ENV=sandbox`. It goes through the same provisioning as a first
 * request with a new `org_id`, so the seeded organization is like any other.
 */
export async function seedSandbox(config: AppConfig): Promise<{ organizationId: string } | undefined> {
  if (!config.isSandbox) return undefined;
  const app = await NestFactory.createApplicationContext(SeedModule, { logger: ['error', 'warn'] });
  try {
    await app.get(OrganizationProvisioningService).provision(SANDBOX_ORGANIZATION_ID, 'Sandbox organization');
    return { organizationId: SANDBOX_ORGANIZATION_ID };
  } finally {
    await app.close();
  }
}

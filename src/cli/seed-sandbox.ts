import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppConfig } from '../core/config/app-config';
import { SANDBOX_ORGANIZATION_ID } from '../core/config/env.schema';
import { CoreModule } from '../core/core.module';
import { OrganizationModule, OrganizationProvisioningService } from '../modules/organization';

export { SANDBOX_ORGANIZATION_ID } from '../core/config/env.schema';

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

import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '../../../migrations';
import type { AppConfig } from '../config/app-config';
import { tenantFilter } from './tenant-filter';

/** One ORM configuration for the API, the workers, the migrate command and the tests. */
export function mikroOrmConfig(config: Pick<AppConfig, 'databaseUrl'>, entities: Parameters<typeof defineConfig>[0]['entities'] = []) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: config.databaseUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    discovery: { warnWhenNoEntities: false },
    filters: { tenant: tenantFilter },
    extensions: [Migrator],
    migrations: { migrationsList, silent: true, tableName: 'mikro_orm_migrations', transactional: true, allOrNothing: true, snapshot: false },
    pool: { min: 0, max: 10 },
    forceUtcTimezone: true,
    debug: false,
  });
}

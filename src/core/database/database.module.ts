import { Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { mikroOrmConfig } from './mikro-orm.config';
import { PreparedStatements } from './prepared-statements';

/** Entities are registered by each context's `MikroOrmModule.forFeature` (autoLoadEntities). */
@Global()
@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      driver: PostgreSqlDriver,
      // The HTTP app installs its own request context, forked on first use (request-context.ts, configureApp).
      useFactory: (config: AppConfig) => ({ ...mikroOrmConfig(config), autoLoadEntities: true, registerRequestContext: false }),
    }),
  ],
  providers: [PreparedStatements],
  exports: [PreparedStatements],
})
export class DatabaseModule {}

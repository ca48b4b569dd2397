import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Pool, type QueryResultRow } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** A statement PostgreSQL parses and plans once per connection, then only executes. Parameters are `$1`, `$2`… */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/**
 * For the few statements on a hot path (one email = two statements, hundreds a second): MikroORM's `execute` inlines
 * parameters, so PostgreSQL parses and plans every call, about half of its work on such short statements. These run
 * as named prepared statements on a small pool of their own, opened at the first use (the API never opens it).
 */
@Injectable()
export class PreparedStatements implements OnApplicationShutdown {
  private pool?: Pool;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async run<R extends QueryResultRow>(statement: PreparedStatement, values: unknown[]): Promise<R[]> {
    this.pool ??= new Pool({ connectionString: this.config.databaseUrl, max: 10, application_name: 'prepared-statements' });
    const result = await this.pool.query<R>({ name: statement.name, text: statement.text, values });
    return result.rows;
  }

  /** At application shutdown, after every module's destroy hook: the workers have finished their jobs by then. */
  async onApplicationShutdown(): Promise<void> {
    await this.pool?.end();
  }
}

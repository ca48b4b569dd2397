import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Pool, type QueryResultRow } from 'pg';
import QueryStream from 'pg-query-stream';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** A statement PostgreSQL parses and plans once per connection, then only executes. Parameters are `$1`, `$2`… */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
  /**
   * Keep one plan whatever the values (`plan_cache_mode = force_generic_plan` on the connections that run it): for a
   * statement whose best plan does not depend on its values but whose values PostgreSQL cannot estimate (a LIMIT, an
   * OFFSET), so that it would otherwise plan it again on every execution (docs/benchmarks.md: a page of instructions
   * spent more of the database's time being planned than being read).
   */
  readonly genericPlan?: boolean;
}

type PlanMode = 'chosen by PostgreSQL' | 'generic';

/**
 * For the few statements on a hot path (one email = two statements, hundreds a second): MikroORM's `execute` inlines
 * parameters, so PostgreSQL parses and plans every call, about half of its work on such short statements. These run
 * as named prepared statements on a small pool of their own, opened at the first use (streamed reads share it), or
 * on a second one for the statements that keep one plan (`genericPlan`).
 */
@Injectable()
export class PreparedStatements implements OnApplicationShutdown {
  private readonly logger = new Logger(PreparedStatements.name);
  private readonly pools = new Map<PlanMode, Pool>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async run<R extends QueryResultRow>(statement: PreparedStatement, values: unknown[]): Promise<R[]> {
    const result = await this.connections(statement).query<R>({ name: statement.name, text: statement.text, values });
    return result.rows;
  }

  /** Rows as arrays of their columns' values, in the statement's order: for rows that are not one object each. */
  async runArrays(statement: PreparedStatement, values: unknown[]): Promise<unknown[][]> {
    const result = await this.connections(statement).query<unknown[]>({ name: statement.name, text: statement.text, values, rowMode: 'array' });
    return result.rows;
  }

  /**
   * The rows of a large read, `batchSize` at a time through a cursor (a small batch keeps little alive across garbage collections), so that neither side holds them all (a report
   * of ten thousand rows streams in flat memory). Stopping early closes the cursor and gives the connection back.
   */
  async *stream<R extends QueryResultRow>(text: string, values: unknown[], batchSize = 250): AsyncGenerator<R> {
    const client = await this.connections().connect();
    let finished = false;
    try {
      for await (const row of client.query(new QueryStream(text, values, { batchSize }))) yield row as R;
      finished = true;
    } finally {
      // A connection whose query failed or was cut short is closed rather than reused.
      client.release(!finished);
    }
  }

  /** The pool for `statement`'s plan mode (a streamed read: PostgreSQL's choice), opened at its first use. */
  private connections(statement?: PreparedStatement): Pool {
    const mode: PlanMode = statement?.genericPlan ? 'generic' : 'chosen by PostgreSQL';
    let pool = this.pools.get(mode);
    if (!pool) {
      pool = new Pool({
        connectionString: this.config.databaseUrl,
        max: 10,
        application_name: 'prepared-statements',
        ...(mode === 'generic' ? { options: '-c plan_cache_mode=force_generic_plan' } : {}),
      });
      // An idle connection the server closed (a restart, an administrator) is dropped by the pool; without a listener
      // its error would end the process.
      pool.on('error', (error) => this.logger.warn(`Idle database connection lost: ${error.message}`));
      this.pools.set(mode, pool);
    }
    return pool;
  }

  /** At application shutdown, after every module's destroy hook: the workers have finished their jobs by then. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.end()));
  }
}

import 'reflect-metadata';
import { Controller, Get, Module, Param, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Pool } from 'pg';

/**
 * The bare baseline of the reads benchmark (docs/benchmarks.md): what a user could build by hand, a NestJS endpoint
 * with a `pg` pool reading the same rows of the same database, with no authentication, validation, logging or
 * mapping. Started as a child process by bench/scenarios/read-baseline.ts: `node dist/bench/bare-server.js`, with
 * DATABASE_URL, PORT and ORGANIZATION_ID in its environment.
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const COLUMNS = 'id, campaign_id, external_id, first_name, last_name, email, amount_cents, status, tags, created_on, updated_on';

@Controller('bare/payout-instructions')
class BareController {
  @Get(':id')
  async one(@Param('id') id: string): Promise<unknown> {
    const { rows } = await pool.query(`select ${COLUMNS} from payout_instruction where id = $1 and organization_id = $2`, [id, process.env.ORGANIZATION_ID]);
    return rows[0];
  }

  @Get()
  async page(@Query('pageSize') pageSize = '50'): Promise<unknown> {
    const { rows } = await pool.query(`select ${COLUMNS} from payout_instruction where organization_id = $1 order by created_on desc, id desc limit $2`, [
      process.env.ORGANIZATION_ID,
      Number(pageSize),
    ]);
    return { data: rows };
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create(BareModule, { logger: ['error'] });
  app.enableShutdownHooks();
  await app.listen(Number(process.env.PORT), '127.0.0.1');
}

void main();

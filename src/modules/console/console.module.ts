import { Module } from '@nestjs/common';
import { ConsoleController } from './console.controller';

/** The console at `/console/` (docs/console.md): its sign-in settings and its built files. It owns no table. */
@Module({ controllers: [ConsoleController] })
export class ConsoleModule {}

import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { loggerParams } from './logging';

@Module({
  imports: [LoggerModule.forRootAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => loggerParams(config) })],
  exports: [LoggerModule],
})
export class ObservabilityModule {}

import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LinkTokens } from './link-token';

/** Signing of the links in emails, with the one LINK_SECRET of the deployment (API and workers alike). */
@Global()
@Module({
  providers: [{ provide: LinkTokens, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LinkTokens(config.linkSecret) }],
  exports: [LinkTokens],
})
export class SecurityModule {}

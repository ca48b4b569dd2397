import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { FieldEncryption } from './field-encryption';
import { LinkTokens } from './link-token';

/**
 * Signing of the links in emails, with the one LINK_SECRET of the deployment, and encryption of secret fields at
 * rest, with its DATA_ENCRYPTION_KEY (and older keys for rotation): API and workers alike.
 */
@Global()
@Module({
  providers: [
    { provide: LinkTokens, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LinkTokens(config.linkSecret) },
    { provide: FieldEncryption, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new FieldEncryption(config.dataEncryptionKey, config.dataEncryptionOldKeys) },
  ],
  exports: [LinkTokens, FieldEncryption],
})
export class SecurityModule {}

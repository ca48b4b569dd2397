import { open } from 'node:fs/promises';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { newId } from '../../core/database/base.entity';
import { DomainError } from '../../core/errors/domain-error';
import { FileStorage } from '../../core/storage/file-storage';

export const MAX_ICON_BYTES = 2 * 1024 * 1024;

const SIGNATURES: { format: 'png' | 'jpg'; contentType: string; magic: number[] }[] = [
  { format: 'png', contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { format: 'jpg', contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

/** PNG or JPEG, told by the file's first bytes, never by its name or declared type (spec, Limits). */
export function detectIconFormat(head: Uint8Array): (typeof SIGNATURES)[number] | undefined {
  return SIGNATURES.find(({ magic }) => magic.every((byte, i) => head[i] === byte));
}

export const ICON_FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg)$/;

/** Campaign and draft icons: checked by content, stored under STORAGE_DIR/icons, served at /public/icons. */
@Injectable()
export class CampaignIcons {
  constructor(
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Moves an uploaded icon into storage and returns its key; 400 naming `field` unless it is a PNG or JPEG. */
  async store(file: Express.Multer.File, field = 'iconFile'): Promise<string> {
    const handle = await open(file.path, 'r');
    const head = new Uint8Array(8);
    try {
      await handle.read(head, 0, head.length, 0);
    } finally {
      await handle.close();
    }
    const signature = detectIconFormat(head);
    if (!signature) throw DomainError.invalidField(field, `${field} must be a PNG or JPEG image (checked by content).`);
    return this.storage.adopt(file.path, `icons/${newId()}.${signature.format}`);
  }

  urlOf(key: string | null | undefined): string | null {
    return key ? `${this.config.publicBaseUrl}/public/${key}` : null;
  }

  pathOf(fileName: string): { path: string; contentType: string } | undefined {
    if (!ICON_FILE_NAME.test(fileName)) return undefined;
    return { path: this.storage.absolutePath(`icons/${fileName}`), contentType: fileName.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  }
}

import { readFile } from 'node:fs/promises';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { newId } from '../../core/database/base.entity';
import { DomainError } from '../../core/errors/domain-error';
import { FileStorage } from '../../core/storage/file-storage';
import { decodeIcon, ICON_FORMATS, UnusableIcon, type IconFormat } from './icon-image';

export const MAX_ICON_BYTES = 2 * 1024 * 1024;

/** `<id>.png` or `<id>.jpg`: the id is ours and the extension is the format found by decoding the upload. */
export const ICON_FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg)$/;
const CONTENT_TYPE_OF_EXTENSION: Record<string, string> = Object.fromEntries(Object.values(ICON_FORMATS).map((f) => [f.extension, f.contentType]));

/** Campaign and draft icons: fully decoded before they are kept, stored under STORAGE_DIR/icons, served at /public/icons. */
@Injectable()
export class CampaignIcons {
  constructor(
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Moves an uploaded icon into storage and returns its key; 400 naming `field`, and nothing stored, unless the
   * whole file decodes as a PNG or JPEG within the size limits. Multer has already capped it at MAX_ICON_BYTES.
   */
  async store(file: Express.Multer.File, field = 'iconFile'): Promise<string> {
    let format: IconFormat;
    try {
      ({ format } = decodeIcon(await readFile(file.path)));
    } catch (error) {
      if (error instanceof UnusableIcon) throw DomainError.invalidField(field, `${field} ${error.message}.`);
      throw error;
    }
    return this.storage.adopt(file.path, `icons/${newId()}.${ICON_FORMATS[format].extension}`);
  }

  urlOf(key: string | null | undefined): string | null {
    return key ? `${this.config.publicBaseUrl}/public/${key}` : null;
  }

  /** The stored file (its folder and name) and the content type of the format it was decoded as; undefined for a name we never gave. */
  fileOf(fileName: string): { folder: string; name: string; contentType: string } | undefined {
    const extension = ICON_FILE_NAME.exec(fileName)?.[1];
    if (!extension) return undefined;
    return { folder: this.storage.absolutePath('icons'), name: fileName, contentType: CONTENT_TYPE_OF_EXTENSION[extension] };
  }
}

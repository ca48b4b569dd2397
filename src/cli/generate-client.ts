import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocumentWithoutServices } from '../openapi-document';
import { CLIENT_DIR, clientFiles } from './client-types';

/** `npm run client`: regenerates the typed client's types from the code's OpenAPI document. */
async function main(): Promise<void> {
  const files = await clientFiles(await openApiDocumentWithoutServices());
  for (const [name, source] of Object.entries(files)) {
    writeFileSync(path.join(CLIENT_DIR, name), source);
    console.log(`wrote ${path.relative(process.cwd(), path.join(CLIENT_DIR, name))}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

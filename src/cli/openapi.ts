import 'reflect-metadata';
import { openApiDocumentWithoutServices } from '../openapi-document';

/** Prints the OpenAPI document (as /openapi.json serves it) without a database: `npm run -s openapi > openapi.json`. */
openApiDocumentWithoutServices().then(
  (document) => process.stdout.write(`${JSON.stringify(document, null, 2)}\n`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

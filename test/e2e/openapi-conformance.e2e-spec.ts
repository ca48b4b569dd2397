import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty } from '@nestjs/swagger';
import { Public } from '../../src/core/auth/require-scopes.decorator';
import { DomainError } from '../../src/core/errors/domain-error';
import { createTestApp, type TestApp } from '../utils/test-app';

class GadgetView {
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
}

@Controller('test-only/gadgets')
@Public()
class GadgetsController {
  @Get('faithful')
  @ApiOkResponse({ type: GadgetView })
  faithful(): GadgetView {
    return { name: 'lamp', note: null };
  }

  @Get('drifted')
  @ApiOkResponse({ type: GadgetView })
  drifted(): unknown {
    return { name: 42 };
  }

  @Get('chatty')
  @ApiOkResponse({ type: GadgetView })
  chatty(): unknown {
    return { name: 'lamp', note: null, secret: 'not documented' };
  }

  @Get('busy')
  @ApiOkResponse({ type: GadgetView })
  busy(): never {
    throw DomainError.conflict('CONCURRENT_MODIFICATION', 'The gadget is busy.');
  }
}

describe('every answer of the tests is checked against the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([GadgetsController]);
  });
  afterAll(() => t.close());

  it('passes an answer that matches its schema, null where the schema allows it', async () => {
    await t.http.get('/test-only/gadgets/faithful').expect(200, { name: 'lamp', note: null });
  });

  it('fails a body that does not match its schema, naming the operation, the members and the body', async () => {
    const failure = await t.http.get('/test-only/gadgets/drifted').then(() => undefined, (error: Error) => error.message);
    expect(failure).toMatch(/^The answer differs from the OpenAPI document: GET \/test-only\/gadgets\/drifted .*answered 200 with a body that does not match response 200 \(application\/json\):\n/);
    expect(failure).toContain('\n  /name must be string');
    expect(failure).toContain("\n  / must have required property 'note'");
    expect(failure).toMatch(/\nbody: \{"name":42\}$/);
  });

  it('fails a member the schema does not name', async () => {
    await expect(t.http.get('/test-only/gadgets/chatty')).rejects.toThrow(/answered 200 with a body that does not match response 200 [^]*\n {2}\/ must NOT have additional properties \{"additionalProperty":"secret"\}/);
  });

  it('fails a status the operation does not document', async () => {
    await expect(t.http.get('/test-only/gadgets/busy')).rejects.toThrow(
      /^The answer differs from the OpenAPI document: GET \/test-only\/gadgets\/busy \(\/test-only\/gadgets\/busy\) answered 409, a status the operation does not document \(it documents 200, [^)]*\)$/,
    );
  });

  it('leaves alone requests the document has no operation for: unknown paths, CORS preflights', async () => {
    await t.http.get('/test-only/nowhere').expect(404);
    await t.http.options('/test-only/gadgets/faithful').set('Origin', 'https://app.example.com').set('Access-Control-Request-Method', 'GET');
  });
});

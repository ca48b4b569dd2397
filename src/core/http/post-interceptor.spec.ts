import { Controller, Delete, Get, type CallHandler, type ExecutionContext, type INestApplication, type NestInterceptor, Post, UseInterceptors } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { interceptEveryChange, interceptEveryPost } from './post-interceptor';

const ran: string[] = [];

class Recording implements NestInterceptor {
  constructor(private readonly name: string) {}
  intercept(_context: ExecutionContext, next: CallHandler) {
    ran.push(this.name);
    return next.handle();
  }
}

class RouteOwn extends Recording {
  constructor() {
    super('own');
  }
}

@Controller('things')
class ThingsController {
  @Get()
  list() {
    return [];
  }

  @Post()
  @UseInterceptors(RouteOwn)
  create() {
    return { created: true };
  }

  @Post(':id/:archive')
  archive() {
    return { archived: true };
  }

  @Delete(':id')
  remove() {
    return { removed: true };
  }
}

/** Not a Recording: `interceptEveryPost` replaces Recordings only. */
class Innermost implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler) {
    ran.push('innermost');
    return next.handle();
  }
}

async function appWith(interceptor: NestInterceptor): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ controllers: [ThingsController], providers: [RouteOwn] }).compile();
  const app = moduleRef.createNestApplication({ logger: false });
  interceptEveryPost(app, interceptor);
  return app.init();
}

describe('interceptEveryPost', () => {
  let apps: INestApplication[] = [];
  beforeEach(() => (ran.length = 0));
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
  });

  it('runs the interceptor first on every POST operation and on no other', async () => {
    const app = await appWith(new Recording('post'));
    apps.push(app);
    await request(app.getHttpServer()).get('/things').expect(200);
    expect(ran).toEqual([]);
    await request(app.getHttpServer()).post('/things').expect(201);
    expect(ran).toEqual(['post', 'own']);
    ran.length = 0;
    await request(app.getHttpServer()).post('/things/1/:archive').expect(201);
    expect(ran).toEqual(['post']);
  });

  it('replaces, for the next app, the instance of the same class instead of adding a second', async () => {
    apps.push(await appWith(new Recording('first')));
    const second = await appWith(new Recording('second'));
    apps.push(second);
    expect(Reflect.getMetadata(INTERCEPTORS_METADATA, ThingsController.prototype.create)).toHaveLength(2);
    await request(second.getHttpServer()).post('/things').expect(201);
    expect(ran).toEqual(['second', 'own']);
  });
});

describe('interceptEveryChange', () => {
  it('runs the interceptor last, after the route’s own, on every POST, PUT, PATCH and DELETE it wants, and on no read', async () => {
    ran.length = 0;
    const moduleRef = await Test.createTestingModule({ controllers: [ThingsController], providers: [RouteOwn] }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    interceptEveryPost(app, new Recording('post'));
    interceptEveryChange(app, new Innermost(), (_controller, handler) => handler !== ThingsController.prototype.archive);
    await app.init();
    try {
      await request(app.getHttpServer()).get('/things').expect(200);
      expect(ran).toEqual([]);
      await request(app.getHttpServer()).post('/things').expect(201);
      expect(ran).toEqual(['post', 'own', 'innermost']);
      ran.length = 0;
      await request(app.getHttpServer()).delete('/things/1').expect(200);
      expect(ran).toEqual(['innermost']);
      ran.length = 0;
      await request(app.getHttpServer()).post('/things/1/:archive').expect(201);
      expect(ran).toEqual(['post']);
    } finally {
      await app.close();
    }
  });
});

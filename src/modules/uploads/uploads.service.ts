import { Injectable } from '@nestjs/common';

/** Accepts uploads over HTTP and reads their records (written next). */
@Injectable()
export class UploadsService {}

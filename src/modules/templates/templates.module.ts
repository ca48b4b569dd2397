import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EmailTemplate } from './email-template.entity';
import { TemplatesService } from './templates.service';

@Module({
  imports: [MikroOrmModule.forFeature([EmailTemplate])],
  providers: [TemplatesService],
  exports: [TemplatesService],
})
export class TemplatesModule {}

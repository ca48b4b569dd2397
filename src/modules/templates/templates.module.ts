import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EmailTemplate } from './email-template.entity';
import { TemplatesController } from './templates.controller';
import { TemplatesService } from './templates.service';

/** Organizations' email templates, the built-in defaults, and rendering for previews and the email workers. */
@Module({
  imports: [MikroOrmModule.forFeature([EmailTemplate])],
  controllers: [TemplatesController],
  providers: [TemplatesService],
  exports: [TemplatesService],
})
export class TemplatesModule {}

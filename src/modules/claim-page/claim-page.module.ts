import { Module } from '@nestjs/common';
import { ClaimsModule } from '../claims';
import { ClaimPageController } from './claim-page.controller';
import { ClaimPageRenderer } from './claim-page.renderer';
import { ClaimPageService } from './claim-page.service';

/** The claim page for people (docs/claims.md): HTML over the beneficiary interface's services. */
@Module({
  imports: [ClaimsModule],
  controllers: [ClaimPageController],
  providers: [ClaimPageService, ClaimPageRenderer],
})
export class ClaimPageModule {}

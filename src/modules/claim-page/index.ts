export { ClaimPageModule } from './claim-page.module';

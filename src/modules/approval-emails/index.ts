export { ApprovalEmailsModule } from './approval-emails';

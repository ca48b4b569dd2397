export { AttentionModule } from './attention.module';
export { AttentionKind, ATTENTION_KINDS } from './dto/attention.view';

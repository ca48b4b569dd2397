export { MoneyMovementModule } from './money-movement.module';

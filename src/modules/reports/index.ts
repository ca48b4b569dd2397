export { ReportsModule } from './reports.module';
export { safeCell } from './csv-cells';

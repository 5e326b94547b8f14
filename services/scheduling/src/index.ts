export { loadSchedulingConfig, type SchedulingConfig } from './config';
export { startScheduling } from './service';
export { schedulingContract } from './http/contract';

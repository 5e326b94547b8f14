import { runMain } from '@rto/kit';
import { loadNotificationConfig } from './config';
import { startNotification } from './service';

runMain('notification', () => startNotification(loadNotificationConfig()));

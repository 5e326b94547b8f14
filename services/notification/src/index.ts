export { loadNotificationConfig, type NotificationConfig } from './config';
export { startNotification } from './service';
export { notificationContract } from './http/contract';

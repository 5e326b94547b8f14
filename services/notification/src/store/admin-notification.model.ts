import type { Connection } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '../domain/admin-notification';

const adminNotificationSchema = new Schema(
  {
    type: { type: String, enum: NOTIFICATION_TYPES, required: true },
    priority: { type: String, enum: NOTIFICATION_PRIORITIES, required: true },
    read: { type: Boolean, default: false },
    message: { type: String, required: true },
    /** When what it tells of happened (the event's time), not when it was written. */
    time: { type: Date, required: true },
    /** What the notice concerns, e.g. the order's id. */
    subject: { type: String, default: null },
    items: { type: [String], default: [] },
    /** A support message's sender (name and address as typed). */
    sender: { type: new Schema({ name: String, email: String }, { _id: false }), default: undefined },
    /** The event it was made from: one notice per event, however often the event is delivered. */
    eventId: { type: String, required: true },
  },
  { timestamps: true, collection: 'admin_notifications' },
);

adminNotificationSchema.index({ eventId: 1 }, { unique: true });
adminNotificationSchema.index({ time: -1 });
// The unread count on every page of the feed, and its unread filter.
adminNotificationSchema.index({ read: 1, time: -1 });
adminNotificationSchema.index({ subject: 1, time: -1 });

export type AdminNotificationDocument = InferSchemaType<typeof adminNotificationSchema> & { _id: Types.ObjectId };

export function adminNotificationModel(connection: Connection): Model<AdminNotificationDocument> {
  return connection.model<AdminNotificationDocument>('AdminNotification', adminNotificationSchema);
}

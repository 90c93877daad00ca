import { z } from 'zod';
import { NOTIFICATION_BAR_SIZE } from '../constants.js';
import { pageInfoSchema, pageQuery } from './common.js';

export const notificationsQuery = z.object({
  noti_for: z.enum(['noti_bar', 'all']).default('noti_bar'),
  per: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_BAR_SIZE),
  page: pageQuery,
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  url: z.string().nullable(),
  created_at: z.string(),
  /** Spec §3 field: `YYYY.MM.DD HH:mm` in Korea time. */
  format_created_at: z.string(),
  is_read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponse = z.object({
  code: z.literal(200),
  data: z.object({
    notifications: z.array(notificationSchema),
    unread_count: z.number().int(),
    page_info: pageInfoSchema,
  }),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const readAllResponse = z.object({ code: z.literal(200), data: z.object({ updated: z.number().int() }) });

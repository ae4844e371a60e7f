import type {
  AnnouncementCreate,
  EmailPreview,
  EmailSettings,
  EmailSettingsView,
  MailboxMessageView,
  UpdateType,
  UpdateView,
  WebhookDeliveryView,
  WebhookEndpointView,
} from '@consign/contracts';
import { api } from './api';

export interface UpdatesQuery {
  sellerId?: string;
  type?: UpdateType;
  date?: string;
  id?: string;
}

export interface WebhookCreate {
  url: string;
  secret: string;
  eventTypes: string[];
}

/** Updates, announcements, e-mail settings, the dev mailbox and webhooks (services/notifications). */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUpdates: build.query<UpdateView[], UpdatesQuery | void>({
      query: (params) => ({ url: '/next/{org}/updates', params: params ?? {} }),
      transformResponse: (res: { data: UpdateView[] }) => res.data,
      providesTags: ['Update'],
    }),
    createAnnouncement: build.mutation<UpdateView, AnnouncementCreate>({
      query: (body) => ({ url: '/{org}/updates', method: 'POST', body }),
      transformResponse: (res: { data: UpdateView }) => res.data,
      invalidatesTags: ['Update', 'Email'],
    }),
    /** The e-mail exactly as it would be sent, from the renderer that sends it. */
    previewAnnouncement: build.mutation<EmailPreview, Omit<AnnouncementCreate, 'sellerIds'>>({
      query: (body) => ({ url: '/{org}/updates/preview', method: 'POST', body }),
      transformResponse: (res: { data: EmailPreview }) => res.data,
    }),
    previewUpdateEmail: build.query<EmailPreview, string>({
      query: (id) => `/{org}/updates/${id}/preview`,
      transformResponse: (res: { data: EmailPreview }) => res.data,
    }),
    getEmailSettings: build.query<EmailSettingsView, void>({
      query: () => '/{org}/emails/settings',
      transformResponse: (res: { data: EmailSettingsView }) => res.data,
      providesTags: ['Email'],
    }),
    updateEmailSettings: build.mutation<EmailSettingsView, Partial<EmailSettings>>({
      query: (body) => ({ url: '/{org}/emails/settings', method: 'PATCH', body }),
      transformResponse: (res: { data: EmailSettingsView }) => res.data,
      invalidatesTags: ['Email'],
    }),
    /** An update type's e-mail as sent, with the organization's brand and footer, filled with sample data. */
    previewEmailTemplate: build.query<Pick<EmailPreview, 'subject' | 'html'>, UpdateType>({
      query: (type) => `/{org}/emails/templates/${type}/preview`,
      transformResponse: (res: { data: Pick<EmailPreview, 'subject' | 'html'> }) => res.data,
      // Saved settings (sender, footer) change the preview.
      providesTags: ['Email'],
    }),
    listMailbox: build.query<MailboxMessageView[], void>({
      query: () => '/{org}/mailbox',
      transformResponse: (res: { data: MailboxMessageView[] }) => res.data,
      providesTags: ['Email'],
    }),
    listWebhooks: build.query<WebhookEndpointView[], void>({
      query: () => '/{org}/webhooks',
      transformResponse: (res: { data: WebhookEndpointView[] }) => res.data,
      providesTags: ['Webhook'],
    }),
    createWebhook: build.mutation<WebhookEndpointView, WebhookCreate>({
      query: (body) => ({ url: '/{org}/webhooks', method: 'POST', body }),
      transformResponse: (res: { data: WebhookEndpointView }) => res.data,
      invalidatesTags: ['Webhook'],
    }),
    updateWebhook: build.mutation<WebhookEndpointView, { id: string; body: Partial<WebhookCreate> & { enabled?: boolean } }>({
      query: ({ id, body }) => ({ url: `/{org}/webhooks/${id}`, method: 'PATCH', body }),
      transformResponse: (res: { data: WebhookEndpointView }) => res.data,
      invalidatesTags: ['Webhook'],
    }),
    deleteWebhook: build.mutation<void, string>({
      query: (id) => ({ url: `/{org}/webhooks/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Webhook'],
    }),
    listWebhookDeliveries: build.query<WebhookDeliveryView[], string>({
      query: (id) => `/{org}/webhooks/${id}/deliveries`,
      transformResponse: (res: { data: WebhookDeliveryView[] }) => res.data,
      providesTags: (_r, _e, id) => [{ type: 'Webhook', id }],
    }),
  }),
});

export const {
  useListUpdatesQuery,
  useCreateAnnouncementMutation,
  usePreviewAnnouncementMutation,
  usePreviewUpdateEmailQuery,
  useGetEmailSettingsQuery,
  useUpdateEmailSettingsMutation,
  useListMailboxQuery,
  usePreviewEmailTemplateQuery,
  useListWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useListWebhookDeliveriesQuery,
} = notificationsApi;

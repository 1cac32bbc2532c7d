import type {
  CreateReminderBody,
  Reminder,
  ReminderListQuery,
  UpdateReminderBody,
} from '@switchboard/contract/reminders';
import { api } from '../../lib/api/api';

const base = api.enhanceEndpoints({ addTagTypes: ['Reminders'] });

export const remindersApi = base.injectEndpoints({
  endpoints: (build) => ({
    reminders: build.query<Reminder[], Partial<ReminderListQuery>>({
      query: (params) => ({ url: '/reminders', params }),
      providesTags: ['Reminders'],
    }),
    addReminder: build.mutation<Reminder, CreateReminderBody>({
      query: (body) => ({ url: '/reminders', method: 'POST', body }),
      invalidatesTags: ['Reminders'],
    }),
    changeReminder: build.mutation<Reminder, UpdateReminderBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/reminders/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Reminders'],
    }),
  }),
});

export const { useRemindersQuery, useAddReminderMutation, useChangeReminderMutation } =
  remindersApi;

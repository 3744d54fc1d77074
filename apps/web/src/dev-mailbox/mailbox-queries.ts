import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'

/** One message of the development outbox (GET api/dev/mailbox, newest first; 404 in production). */
export interface MailboxMessage {
  id: number | string
  channel: 'email' | 'sms' | string
  to: string
  subject: string | null
  text: string | null
  html: string | null
  created_at: string
}

export const mailboxQuery = () =>
  queryOptions({
    queryKey: ['dev-mailbox'],
    queryFn: () => apiClient.get<{ messages: MailboxMessage[] }>('/api/dev/mailbox'),
    staleTime: 0,
    retry: false,
  })

import type { AnnouncementTypeCode } from '@app/contract/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';
import { fetchAnnouncements, fetchHelp, fetchInbox, fetchPromotions } from './content-api';

const CONTENT_KEY = ['operator', 'content'] as const;

export const useAnnouncements = (merchantCode: string | undefined, type: AnnouncementTypeCode | undefined) =>
  useQuery({
    queryKey: [...CONTENT_KEY, merchantCode, 'announcements', type],
    enabled: merchantCode !== undefined,
    queryFn: ({ signal }) => fetchAnnouncements(merchantCode as string, type, signal),
  });

export const usePromotions = (merchantCode: string | undefined) =>
  useQuery({
    queryKey: [...CONTENT_KEY, merchantCode, 'promotions'],
    enabled: merchantCode !== undefined,
    queryFn: ({ signal }) => fetchPromotions(merchantCode as string, signal),
  });

export const useHelpItems = (merchantCode: string | undefined) =>
  useQuery({
    queryKey: [...CONTENT_KEY, merchantCode, 'help'],
    enabled: merchantCode !== undefined,
    queryFn: ({ signal }) => fetchHelp(merchantCode as string, signal),
  });

/** One page of the inbox as the server pages it; the last page stays on screen while the next loads. */
export const useInboxMessages = (merchantCode: string | undefined, pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: [...CONTENT_KEY, merchantCode, 'inbox', pageNo, pageSize],
    enabled: merchantCode !== undefined,
    queryFn: ({ signal }) => fetchInbox(merchantCode as string, pageNo, pageSize, signal),
    placeholderData: keepPreviousData,
  });

/**
 * A change of content, told by a message once done; every content list is asked again. A refusal
 * is told where the change was asked (on the form's fields, or beside the row's action).
 */
export function useContentChange<Input>(call: (input: Input) => Promise<unknown>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void message.success(t('content.saved'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createAnnouncement, listAnnouncements, type AnnouncementBody } from '@/lib/api/marketing';

export const announcementKeys = { all: ['admin', 'announcements'] as const };

/** The owner's announcements with their counts; asked again while one is still being sent. */
export function useAnnouncements() {
  return useQuery({
    queryKey: announcementKeys.all,
    queryFn: listAnnouncements,
    refetchInterval: (query) => (query.state.data?.some((a) => a.finished_at === null) ? 5000 : false),
  });
}

export function useCreateAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementBody) => createAnnouncement(body),
    onSuccess: () => client.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

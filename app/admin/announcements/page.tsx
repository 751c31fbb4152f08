import type { Metadata } from 'next';
import { AnnouncementsEditor } from '@/components/admin/announcements-editor';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Announcements' };

export default function AdminAnnouncementsPage() {
  return (
    <>
      <PageHeader
        title="Announcements"
        description="Tell everyone who asked for it about new pieces and fabrics: each email carries its own unsubscribe link."
      />
      <AnnouncementsEditor />
    </>
  );
}

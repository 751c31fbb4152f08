import { notFound } from 'next/navigation';
import HomePage from '@/app/page';
import { CACHED_HOME } from '@/lib/catalog-routes';

// The home page from Next's cache (lib/catalog-routes): rendered on first request, kept until the API reports a
// catalog change, and at most this long (seconds) if a report is lost.
export const revalidate = 300;
export const dynamicParams = true;
// Kept in the cache although the root layout asks for a request: its policy lists script hashes (docs/adr/0001).
export const dynamic = 'force-static';

export function generateStaticParams() {
  return [];
}

export default async function CachedHomePage({ params }: { params: Promise<{ shop: string }> }) {
  if (`/cached/home/${(await params).shop}` !== CACHED_HOME) notFound();
  return <HomePage />;
}

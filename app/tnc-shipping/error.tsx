'use client';
import { RouteError, type RouteErrorProps } from '@/components/ui/route-error';

export default function ContentError(props: RouteErrorProps) {
  return <RouteError {...props} title="We could not load this page" />;
}

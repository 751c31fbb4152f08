'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createAdminCategory,
  deleteAdminCategory,
  listAdminCategories,
  updateAdminCategory,
  uploadCategoryImage,
  type CategoryBody,
  type CategoryPatch,
} from '@/lib/api/admin-categories';
import { getAdminFaq, getAdminPage, saveAdminFaq, saveAdminPage, type EditablePage } from '@/lib/api/admin-content';
import type { FaqBody, PageBody } from '@fabric-tales/contract';

/** Cache keys of the console's categories and pages (§29.4, §29.5). */
export const consoleKeys = {
  categories: ['admin', 'categories'] as const,
  faq: ['admin', 'content', 'faq'] as const,
  page: (slug: EditablePage) => ['admin', 'content', slug] as const,
};

export function useAdminCategories() {
  return useQuery({ queryKey: consoleKeys.categories, queryFn: listAdminCategories });
}

/** Every category change answers one category; the list is fetched again (positions move together). */
export function useCategoryChange() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: consoleKeys.categories });
  return {
    create: useMutation({ mutationFn: (input: CategoryBody) => createAdminCategory(input), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, change }: { id: number; change: CategoryPatch }) => updateAdminCategory(id, change),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteAdminCategory(id), onSuccess: refresh }),
    picture: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) => uploadCategoryImage(id, file),
      onSuccess: refresh,
    }),
  };
}

export function useAdminFaq() {
  return useQuery({ queryKey: consoleKeys.faq, queryFn: getAdminFaq });
}

export function useSaveFaq() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: FaqBody) => saveAdminFaq(items),
    onSuccess: (saved) => client.setQueryData(consoleKeys.faq, saved),
  });
}

export function useAdminPage(slug: EditablePage) {
  return useQuery({ queryKey: consoleKeys.page(slug), queryFn: () => getAdminPage(slug) });
}

export function useSavePage(slug: EditablePage) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PageBody) => saveAdminPage(slug, change),
    onSuccess: (saved) => client.setQueryData(consoleKeys.page(slug), saved),
  });
}

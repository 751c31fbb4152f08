// Admin calls of docs/api.md (Admin: customers, export). Every call needs role admin.
import { api } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import type { Order, OrderStatus, Page } from '@/lib/types';

export interface Customer {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  date_joined: string;
  orders_count: number;
  total_spent: string;
  last_order_at: string | null;
}

export interface CustomerDetail extends Customer {
  orders: Order[];
}

export async function listCustomers(query: { search?: string; page?: number; page_size?: number }) {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return (await api.get<Page<Customer>>('/api/admin/customers/', { params })).data;
}

export async function getCustomer(id: number | string): Promise<CustomerDetail> {
  return (await api.get<CustomerDetail>(`/api/admin/customers/${id}/`)).data;
}

export interface ExportFilter {
  status?: OrderStatus | '';
  /** Inclusive dates, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

/** The orders CSV as a file download (only the filters given). */
export async function downloadOrdersCsv(filter: ExportFilter): Promise<string> {
  const params = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
  return downloadFile('/api/admin/orders/export.csv', 'orders.csv', params);
}

'use client';
export { default } from '@/app/products/error';

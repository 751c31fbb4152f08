'use client';
export { default } from '@/app/products/[slug]/error';

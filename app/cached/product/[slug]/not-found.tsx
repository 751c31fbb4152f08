export { default } from '@/app/products/[slug]/not-found';

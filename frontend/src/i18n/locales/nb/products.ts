import type { Catalogue } from '@consign/contracts';
import type { products as en } from '../en/products';

export const products: Catalogue<typeof en> = {};

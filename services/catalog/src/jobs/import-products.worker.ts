import { importJobs } from '@consign/kit';
import { importProducts } from '../app/import-products';

/** Products from a spreadsheet: answered in the request, or a job the screen polls (the mechanism is kit's). */
export const productImports = importJobs({ path: '/api/:org/imports/products', queue: 'import-products', run: importProducts });

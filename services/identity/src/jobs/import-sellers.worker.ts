import { importJobs } from '@consign/kit';
import { importSellers } from '../app/import-sellers';

/** Sellers from a spreadsheet: answered in the request, or a job the screen polls (the mechanism is kit's). */
export const sellerImports = importJobs({ path: '/api/:org/imports/sellers', queue: 'import-sellers', run: importSellers });

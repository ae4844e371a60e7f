import { z } from 'zod';
import { saleDayQuerySchema } from './sale.schema';

/**
 * GET /api/{org}/exports/sales.csv: the sales list's day and store, or a range of days (Europe/Paris, both
 * included) for the books; every sale when none is given.
 */
export const saleExportQuerySchema = z.object({
  date: saleDayQuerySchema.shape.date,
  from: saleDayQuerySchema.shape.date,
  to: saleDayQuerySchema.shape.date,
  storeId: saleDayQuerySchema.shape.storeId,
});
export type SaleExportQuery = z.infer<typeof saleExportQuerySchema>;

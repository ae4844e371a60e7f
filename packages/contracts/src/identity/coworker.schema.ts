import { z } from 'zod';
import { MESSAGES } from '../messages';
import { phoneField } from '../phone';

const C = MESSAGES.coworkers;

export const coworkerCreateSchema = z.object({
  firstName: z.string({ message: MESSAGES.sellers.firstNameRequired }).trim().min(1, MESSAGES.sellers.firstNameRequired).max(100),
  lastName: z.string({ message: MESSAGES.sellers.lastNameRequired }).trim().min(1, MESSAGES.sellers.lastNameRequired).max(100),
  email: z
    .string({ message: C.invalidEmail })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: C.invalidEmail })),
  phone: z.string({ message: C.phoneRequired }).trim().min(1, C.phoneRequired).pipe(phoneField(C.phoneRequired)),
});
export type CoworkerCreate = z.infer<typeof coworkerCreateSchema>;

export const coworkerUpdateSchema = coworkerCreateSchema.partial();

export interface CoworkerView {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string | null;
  org: { slug: string; name: string };
  meta: { createdAt: string; updatedAt: string };
}

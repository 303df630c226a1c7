import { z } from 'zod';

export const healthOkSchema = z.object({ status: z.literal('ok') });
export const healthDownSchema = z.object({ status: z.literal('unavailable') });
export type HealthResponse = z.infer<typeof healthOkSchema>;

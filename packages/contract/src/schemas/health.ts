import { z } from 'zod';

export const healthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

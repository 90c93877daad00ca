import type { FastifyInstance } from 'fastify';
import { Client, signedIn } from './harness.js';

/** The actors of the access matrix: signed out, each demo account, and a user of another company. */
export const ACTORS = ['anon', 'admin', 'manager', 'partner', 'basic', 'unconfigured', 'nopermission', 'noalri', 'noterms', 'other'] as const;
export type ActorName = (typeof ACTORS)[number];

export async function clientFor(app: FastifyInstance, actor: ActorName): Promise<Client> {
  return actor === 'anon' ? new Client(app) : signedIn(app, `${actor}@demo.test`);
}

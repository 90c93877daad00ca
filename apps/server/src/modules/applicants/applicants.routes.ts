import type { FastifyPluginCallback } from 'fastify';
import { sendCsv } from '../../platform/csv.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import type { TalentSearchDeps } from '../talent-search/talent-search.service.js';
import {
  applicantsCsv,
  fitCandidates,
  getApplicant,
  listApplicants,
  markApplicantRead,
  setApplicantNote,
  setApplicantStage,
} from './applicants.service.js';

/** Applicants of the company's postings (decision 0017): the list, a résumé, stages, notes, the download and fit candidates. */
export const applicantsRoutes: FastifyPluginCallback<TalentSearchDeps> = (app, deps, done) => {
  const { db } = deps;
  handle(app, 'applicants.list', async (request) => ok(await listApplicants(db, requireAccess(request), request.query)));
  handle(app, 'applicants.get', async (request) => ok({ applicant: await getApplicant(db, requireAccess(request), request.params.id) }));
  handle(app, 'applicants.markRead', async (request) => ok(await markApplicantRead(db, requireAccess(request), request.params.id)));
  handle(app, 'applicants.setStage', async (request) =>
    ok(await setApplicantStage(db, requireAccess(request), request.body.ids, request.body.stage)),
  );
  handle(app, 'applicants.setNote', async (request) => ok(await setApplicantNote(db, requireAccess(request), request.params.id, request.body.note)));
  // The body is a stream sent on `reply` (Fastify does not serialise streams); returning the reply tells Fastify so.
  handle(app, 'applicants.csv', async (request, reply) => {
    await sendCsv(reply, await applicantsCsv(db, requireAccess(request), request.params.id, request.query));
    return reply as unknown as string;
  });
  handle(app, 'applicants.fit', async (request) => ok(await fitCandidates(deps, requireAccess(request), request.params.id, request.query.page)));
  done();
};

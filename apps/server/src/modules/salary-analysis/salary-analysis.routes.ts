import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../platform/db.js';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { addDemoSalaryReports, cancelAnalysis, createAnalysis, getAnalysis, getForm, listAnalyses } from './salary-analysis.service.js';

export type SalaryAnalysisRoutesOptions = {
  db: Db;
  /** Demo mode: salary reports can be added for a request's cohort (`demo.salaryReports`, registered only then). */
  demoMode: boolean;
  /** After a request commits (the in-process worker wakes to analyse it at once). */
  onRequested?: () => void;
};

/** Salary analysis (spec §2 /salary_analysis and /salary_anaylysis/detail; decision 0024). */
export const salaryAnalysisRoutes: FastifyPluginCallback<SalaryAnalysisRoutesOptions> = (app, { db, demoMode, onRequested }, done) => {
  handle(app, 'salaryAnalyses.form', async (request) => ok(await getForm(db, requireAccess(request))));
  handle(app, 'salaryAnalyses.list', async (request) => ok(await listAnalyses(db, requireAccess(request), request.query)));
  handle(app, 'salaryAnalyses.create', async (request) => {
    const result = await createAnalysis(db, requireAccess(request), request.body);
    onRequested?.();
    return ok(result);
  });
  handle(app, 'salaryAnalyses.get', async (request) => ok(await getAnalysis(db, requireAccess(request), request.params.id)));
  handle(app, 'salaryAnalyses.cancel', async (request) => ok(await cancelAnalysis(db, requireAccess(request), request.params.id)));
  if (demoMode) {
    handle(app, 'demo.salaryReports', async (request) => {
      const result = await addDemoSalaryReports(db, requireAccess(request), request.params.id);
      onRequested?.();
      return ok(result);
    });
  }
  done();
};

import { ASCERTAINMENT_REPORT_JOB_KIND } from '@trade-terms/domain/ascertainment-details-report';
import { ascertainmentReportCalls } from '@trade-terms/domain/calls/ascertainment-report-calls';
import { calendarDateIn } from '@trade-terms/domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { requestLanguage } from '../../platform/http/error-envelope';
import { sendFileAnswer } from '../../platform/http/file-answer';
import { serveCall } from '../../platform/http/serve-call';
import { messagesEnvelope } from '../../platform/http/success-message';
import { QUEUES } from '../../platform/jobs/job-queue';
import { jobFileAnswer } from '../imports-exports/job-file';
import { restrictedParameters } from '../imports-exports/job-restrictions';
import { createJob, findJob, queueRecordedJob } from '../imports-exports/jobs-service';
import { runReportExport, searchReport } from './ascertainment-report';
import { reportSize } from './ascertainment-report-repository';

/** `/ascertainment/details-report`: the report's page and its export (`/api/apuracao/`). */
export function ascertainmentReportRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  return async (app) => {
    serveCall(app, ascertainmentReportCalls.search, (request) =>
      searchReport(db, request.body, {
        restrictions: currentUser(request).restricoes,
        language: requestLanguage(request),
        today: calendarDateIn(timeZone),
      }),
    );
    serveCall(app, ascertainmentReportCalls.export, async (request, reply) => {
      const user = currentUser(request);
      const rows = await reportSize(db, request.body, user.restricoes);
      // The worker exports what the requester sees: their restrictions travel with the job.
      const job = await createJob(db, {
        type: 'EXPORTACAO',
        register: ASCERTAINMENT_REPORT_JOB_KIND,
        requester: { id: user.id, name: user.name, authorities: user.authorities },
        language: requestLanguage(request),
        parameters: restrictedParameters(request.body, user.restricoes),
      });
      if (rows > context.config.EXPORT_INLINE_MAX_ROWS) {
        await queueRecordedJob(db, context.jobs, QUEUES.ascertainmentReportExport, job);
        return reply.status(202).send({
          id: job.id,
          ...messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'success.exportQueued' }]),
        });
      }
      const deps = { db, storage: context.storage, log: request.log };
      await runReportExport(deps, job.id, timeZone, calendarDateIn(timeZone));
      const done = await findJob(db, job.id);
      if (!done?.resultKey || !done.resultName) throw new Error('export finished without a file');
      return sendFileAnswer(reply, await jobFileAnswer(context.storage, done.resultKey, done.resultName));
    });
  };
}

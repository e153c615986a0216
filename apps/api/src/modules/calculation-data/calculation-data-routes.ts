import {
  CALC_DATA_JOB_KINDS,
  CALC_DATA_SOURCES,
  type CalcDataSource,
} from '@trade-terms/domain/calculation-data';
import { calcDataCalls } from '@trade-terms/domain/calls/calculation-data-calls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { requestLanguage } from '../../platform/http/error-envelope';
import { sendFileAnswer } from '../../platform/http/file-answer';
import { serveCall } from '../../platform/http/serve-call';
import { messagesEnvelope } from '../../platform/http/success-message';
import { QUEUES } from '../../platform/jobs/job-queue';
import { jobFileAnswer } from '../imports-exports/job-file';
import { restrictedParameters } from '../imports-exports/job-restrictions';
import { createJob, findJob, queueRecordedJob } from '../imports-exports/jobs-service';
import { runCalcDataExport } from './calculation-data-export';
import { calcDataTemplate, receiveCalcDataFile, receiveCalcDataImport } from './calculation-data-import';
import { countCalcData, searchCalcData } from './calculation-data-service';

function callerOf(request: FastifyRequest) {
  const user = currentUser(request);
  return { id: user.id, name: user.name, authorities: user.authorities, restrictions: user.restricoes };
}

/** One source's calls (`/api/sellIn/…`, `/api/sellOut/…`, `/api/dms/…`). */
function sourceRoutes(context: AppContext, source: CalcDataSource): FastifyPluginAsyncZod {
  const { db } = context.database;
  const calls = calcDataCalls[source];
  return async (app) => {
    serveCall(app, calls.search, (request) =>
      searchCalcData(db, source, request.body, currentUser(request).restricoes),
    );
    serveCall(app, calls.export, async (request, reply) => {
      const caller = callerOf(request);
      const rows = await countCalcData(db, source, request.body, caller.restrictions);
      // The worker exports what the requester sees: their restrictions travel with the job.
      const job = await createJob(db, {
        type: 'EXPORTACAO',
        register: CALC_DATA_JOB_KINDS[source],
        requester: caller,
        language: requestLanguage(request),
        parameters: restrictedParameters(request.body, caller.restrictions),
      });
      if (rows > context.config.EXPORT_INLINE_MAX_ROWS) {
        await queueRecordedJob(db, context.jobs, QUEUES.calcDataExport, job);
        return reply.status(202).send({
          id: job.id,
          ...messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'success.exportQueued' }]),
        });
      }
      const deps = { db, storage: context.storage, log: request.log };
      await runCalcDataExport(deps, job.id, context.config.BUSINESS_TIME_ZONE);
      const done = await findJob(db, job.id);
      if (!done?.resultKey || !done.resultName) throw new Error('export finished without a file');
      return sendFileAnswer(reply, await jobFileAnswer(context.storage, done.resultKey, done.resultName));
    });
    serveCall(app, calls.template, (request) => calcDataTemplate(source, requestLanguage(request)));
    serveCall(
      app,
      calls.import,
      async (request, reply) => {
        const job = await receiveCalcDataImport(
          context,
          source,
          request.body,
          callerOf(request),
          requestLanguage(request),
        );
        return reply.status(202).send({
          id: job.id,
          ...messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'success.importQueued' }]),
        });
      },
      { bodyLimit: uploadBodyLimit(context.config.UPLOAD_MAX_BYTES) },
    );
    serveCall(app, calls.importFile, async (request, reply) => {
      const length = Number(request.headers['content-length']);
      try {
        const job = await receiveCalcDataFile(
          context,
          source,
          {
            fileName: request.query.fileName,
            body: request.raw,
            declaredBytes: Number.isFinite(length) ? length : null,
          },
          callerOf(request),
          requestLanguage(request),
        );
        return reply.status(202).send({
          id: job.id,
          ...messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'success.importQueued' }]),
        });
      } catch (error) {
        // A refused upload is not read to its end: the connection closes with the answer.
        reply.header('connection', 'close');
        throw error;
      }
    });
  };
}

/** `/calc` and `/calc/register`: sell-in, sell-out and DMS, consulted, exported and imported. */
export function calculationDataRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const source of CALC_DATA_SOURCES) await app.register(sourceRoutes(context, source));
  };
}

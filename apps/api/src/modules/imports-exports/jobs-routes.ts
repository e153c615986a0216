import { jobCalls } from '@trade-terms/domain/calls/jobs-calls';
import { translate } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { holdsAnyRole, type Role } from '@trade-terms/domain/permissions';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { RegisterKey } from '@trade-terms/domain/registers';
import { uploadStatus } from '@trade-terms/domain/uploads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { callerRestrictions, currentUser } from '../../platform/auth/route-guard';
import { AppError } from '../../platform/errors';
import { requestLanguage } from '../../platform/http/error-envelope';
import { sendFileAnswer } from '../../platform/http/file-answer';
import { serveCall } from '../../platform/http/serve-call';
import { QUEUES } from '../../platform/jobs/job-queue';
import { jobFileAnswer } from './job-file';
import { restrictedParameters } from './job-restrictions';
import { recoverAbandonedJobs } from './jobs-recovery';
import {
  createJob,
  isFinished,
  type JobRow,
  queueRecordedJob,
  searchJobs,
  toJob,
  visibleJob,
} from './jobs-service';

/** Holders see everyone's jobs on the dashboard; the others only their own. */
const DASHBOARD: Role = 'ROLE_VISUALIZAR_DASHBOARD_IMPORTACOES';

function viewerOf(request: FastifyRequest) {
  const user = currentUser(request);
  return {
    id: user.id,
    seesAll: holdsAnyRole(user.authorities, [DASHBOARD]),
    restrictions: user.restricoes,
  };
}

export function jobsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;

  async function download(job: JobRow, key: string | null, name: string | null) {
    if (!isFinished(job)) throw new AppError('JOB_NOT_FINISHED');
    if (!key || !name) throw new AppError('JOB_FILE_NOT_AVAILABLE');
    return jobFileAnswer(context.storage, key, name);
  }

  return async (app) => {
    serveCall(app, jobCalls.search, (request) =>
      searchJobs(db, request.body, viewerOf(request), requestLanguage(request)),
    );

    serveCall(app, jobCalls.get, async (request) =>
      toJob(requestLanguage(request), await visibleJob(db, request.body.id, viewerOf(request))),
    );

    serveCall(app, jobCalls.uploadStatus, async (request) => {
      const language = requestLanguage(request);
      const job = await visibleJob(db, request.body.id, viewerOf(request));
      const errors: string[] = [];
      if (job.status === 'ERRO') {
        errors.push(
          job.messageKey
            ? translate(
                language,
                job.messageKey as MessageKey,
                (job.messageParams as Record<string, string>) ?? {},
              )
            : translate(language, 'imports.failed'),
        );
      }
      if (job.rowsRejected > 0)
        errors.push(translate(language, 'imports.rowsRejected', { count: job.rowsRejected }));
      const result = { errors, finished: isFinished(job) };
      return { ...result, status: uploadStatus(result) };
    });

    serveCall(app, jobCalls.downloadResult, async (request, reply) => {
      const job = await visibleJob(db, request.body.id, viewerOf(request));
      return sendFileAnswer(
        reply,
        job.type === 'EXPORTACAO'
          ? await download(job, job.resultKey, job.resultName)
          : await download(job, job.fileKey, job.fileName),
      );
    });

    serveCall(app, jobCalls.downloadErrors, async (request, reply) => {
      const job = await visibleJob(db, request.body.id, viewerOf(request));
      const base = (job.fileName ?? 'importacao').replace(/\.(xlsx|csv)$/i, '');
      return sendFileAnswer(reply, await download(job, job.errorsKey, `${base}-erros.xlsx`));
    });

    serveCall(app, jobCalls.reprocess, async (request, reply) => {
      const user = currentUser(request);
      let source = await visibleJob(db, request.body.id, viewerOf(request));
      if (!isFinished(source)) {
        // A job of a dead worker is not "being reprocessed by someone": settle it first.
        await recoverAbandonedJobs({ db, jobs: context.jobs, log: request.log });
        source = await visibleJob(db, request.body.id, viewerOf(request));
      }
      const register = REGISTER_DECLARATIONS[source.register as RegisterKey];
      if (source.type !== 'IMPORTACAO' || !source.fileKey || !source.fileHash)
        throw new AppError('JOB_FILE_NOT_AVAILABLE');
      if (!register || !holdsAnyRole(user.authorities, [register.editRole])) throw new AppError('FORBIDDEN');
      if (!isFinished(source)) {
        throw new AppError(
          source.messageKey === 'jobs.interruptedRetrying' ? 'REPROCESS_RESUMING' : 'REPROCESS_IN_PROGRESS',
        );
      }
      if ((await context.storage.size(source.fileKey)) === null) throw new AppError('JOB_FILE_NOT_AVAILABLE');
      const job = await createJob(db, {
        type: 'IMPORTACAO',
        register: register.key,
        requester: { id: user.id, name: user.name, authorities: user.authorities },
        language: requestLanguage(request),
        // The rows are checked against the reprocessing user's restrictions, as on an upload.
        parameters: restrictedParameters({}, callerRestrictions(request)),
        file: { name: source.fileName ?? 'importacao.xlsx', key: source.fileKey, hash: source.fileHash },
        sourceJobId: source.sourceJobId ?? source.id,
      });
      await queueRecordedJob(db, context.jobs, QUEUES.import, job);
      return reply.status(202).send({ id: job.id });
    });
  };
}

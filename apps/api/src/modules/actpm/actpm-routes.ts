import { actpmCalls } from '@trade-terms/domain/calls/actpm-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { serveCall } from '../../platform/http/serve-call';
import { actpmReport, exportActpmReport } from './actpm-report';
import { actpmCallerOf, approvePeriod, ascertainPeriod, periodView } from './actpm-service';

/** `/ascertainment-actpm` and its report (`/api/apuracaoActpm/`); each move answers the period after it. */
export function actpmRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, actpmCalls.period, (request) =>
      periodView(db, request.body.competence, actpmCallerOf(request)),
    );
    serveCall(app, actpmCalls.ascertain, async (request) => {
      const caller = actpmCallerOf(request);
      await ascertainPeriod(db, request.body.competence, caller);
      return periodView(db, request.body.competence, caller);
    });
    serveCall(app, actpmCalls.approve, async (request) => {
      const caller = actpmCallerOf(request);
      await approvePeriod(db, request.body.competence, caller);
      return periodView(db, request.body.competence, caller);
    });
    serveCall(app, actpmCalls.report, (request) => actpmReport(db, request.body, actpmCallerOf(request)));
    serveCall(app, actpmCalls.exportReport, (request) =>
      exportActpmReport(db, request.body, actpmCallerOf(request), context.config.EXPORT_INLINE_MAX_ROWS),
    );
  };
}

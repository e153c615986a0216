import { ascertainmentOnCalls } from '@trade-terms/domain/calls/ascertainment-on-calls';
import { calendarDateIn } from '@trade-terms/domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { serveCall } from '../../platform/http/serve-call';
import { saveOnAbatement, searchOnLines } from './ascertainment-on';
import { getAscertainment } from './ascertainment-reads';

/** `/trade-agreements-ascertainmentOn/ascertainmentOn-edit`: the ON lines and their abatement. */
export function ascertainmentOnRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const today = () => calendarDateIn(context.config.BUSINESS_TIME_ZONE);
  return async (app) => {
    serveCall(app, ascertainmentOnCalls.search, (request) =>
      searchOnLines(db, request.body, { restrictions: currentUser(request).restricoes, today: today() }),
    );
    serveCall(app, ascertainmentOnCalls.saveAbatement, async (request) => {
      const user = currentUser(request);
      await saveOnAbatement(db, request.body, { id: user.id, restrictions: user.restricoes });
      return getAscertainment(db, request.body.id, { restrictions: user.restricoes, today: today() });
    });
  };
}

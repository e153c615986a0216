import { newFlagCalls, promoMigrationCalls } from '@trade-terms/domain/calls/promo-migration-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { serveCall } from '../../platform/http/serve-call';
import { deactivateFlag, saveFlag, searchFlags } from './new-flag-service';
import { migrationCallerOf } from './promo-migration-caller';
import type { SwitchLeversToOn } from './promo-migration-neighbours';
import { migrationRow, onBudgetTypes, searchPromoMigrations } from './promo-migration-reads';
import {
  decideMigration,
  excludeMigration,
  requestMigration,
  restoreMigration,
} from './promo-migration-workflow';

/** `/migration` (`/api/migracao/`) and `/new-flag` (`/api/novaBandeira/`). Each move answers the holding's row after it. */
export function promoMigrationRoutes(
  context: AppContext,
  switchLeversToOn: SwitchLeversToOn,
): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, promoMigrationCalls.search, (request) =>
      searchPromoMigrations(db, request.body, migrationCallerOf(request)),
    );
    serveCall(app, promoMigrationCalls.onBudgetTypes, () => onBudgetTypes(db));
    serveCall(app, promoMigrationCalls.request, async (request) => {
      const caller = migrationCallerOf(request);
      await requestMigration(db, request.body, caller);
      return migrationRow(db, request.body, caller);
    });
    serveCall(app, promoMigrationCalls.approve, async (request) => {
      const caller = migrationCallerOf(request);
      return migrationRow(
        db,
        await decideMigration(db, request.body, 'APROVAR', caller, switchLeversToOn),
        caller,
      );
    });
    serveCall(app, promoMigrationCalls.disapprove, async (request) => {
      const caller = migrationCallerOf(request);
      return migrationRow(
        db,
        await decideMigration(db, request.body, 'REPROVAR', caller, switchLeversToOn),
        caller,
      );
    });
    serveCall(app, promoMigrationCalls.exclude, async (request) => {
      const caller = migrationCallerOf(request);
      await excludeMigration(db, request.body, caller);
      return migrationRow(db, request.body, caller);
    });
    serveCall(app, promoMigrationCalls.restore, async (request) => {
      const caller = migrationCallerOf(request);
      return migrationRow(db, await restoreMigration(db, request.body, caller), caller);
    });
    serveCall(app, newFlagCalls.search, (request) => searchFlags(db, request.body));
    serveCall(app, newFlagCalls.save, (request) => saveFlag(db, request.body, migrationCallerOf(request)));
    serveCall(app, newFlagCalls.deactivate, (request) =>
      deactivateFlag(db, request.body, migrationCallerOf(request)),
    );
  };
}

import { profileCalls } from '@trade-terms/domain/calls/profiles-calls';
import { permissionCatalogue } from '@trade-terms/domain/permission-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { requestLanguage } from '../../platform/http/error-envelope';
import { serveCall } from '../../platform/http/serve-call';
import { successEnvelope } from '../../platform/http/success-message';
import type { ProfileNeighbours } from './profile-neighbours';
import {
  agreementApproverProfiles,
  getProfile,
  listProfiles,
  profileOptions,
  removeProfile,
  saveProfile,
} from './profiles-service';

export function profilesRoutes(context: AppContext, neighbours: ProfileNeighbours): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, profileCalls.search, (request) => listProfiles(db, request.body, neighbours));
    serveCall(app, profileCalls.get, (request) => getProfile(db, request.body.id));
    serveCall(app, profileCalls.save, (request) =>
      saveProfile(db, request.body, currentUser(request).id, neighbours),
    );
    serveCall(app, profileCalls.remove, async (request) => {
      await removeProfile(db, request.body.id, currentUser(request).id, neighbours);
      return successEnvelope(request, 'success.removed');
    });
    serveCall(app, profileCalls.options, () => profileOptions(db));
    serveCall(app, profileCalls.agreementApprovers, () => agreementApproverProfiles(db));
    serveCall(app, profileCalls.permissionCatalogue, (request) =>
      permissionCatalogue(requestLanguage(request)),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autocompleteQuerySchema,
  countryAnswerSchema,
  geoPlaceSchema,
  locationQuerySchema,
  LOCATION_RESULTS_MAX,
  mapsClientConfigSchema,
  reverseQuerySchema,
} from '@newsroom/domain';
import { routesOf } from '../../platform/http/routes';
import { mapsService } from './maps.service';

/** Places the autocomplete offers (the search answers up to LOCATION_RESULTS_MAX). */
const AUTOCOMPLETE_RESULTS = 5;

/**
 * Maps (spec 3 §7 "Maps: location, autocomplete, view", "IP country lookup"): the geocoder is
 * asked by the server only, so the browser needs no address of it and the calls share one cache.
 * Any signed-in user may call them: guidelines and checklists of every role carry places.
 */
export const mapsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routesOf(app, ['maps']);
  const maps = mapsService(app.platform);
  const places = z.array(geoPlaceSchema);

  route.get(
    '/maps/config',
    'What a map needs: the tile address template and its attribution',
    { response: { 200: mapsClientConfigSchema } },
    () => maps.config(),
  );
  route.get(
    '/maps/location',
    `Places matching a text, at most ${LOCATION_RESULTS_MAX} (412 maps:geocoderUnavailable when the geocoder fails)`,
    { querystring: locationQuerySchema, response: { 200: places } },
    (_actor, request) => maps.search(request.query.q, LOCATION_RESULTS_MAX),
  );
  route.get(
    '/maps/autocomplete',
    `Places for a location field being typed: 3 characters at least, ${AUTOCOMPLETE_RESULTS} places at most`,
    { querystring: autocompleteQuerySchema, response: { 200: places } },
    (_actor, request) => maps.search(request.query.q, AUTOCOMPLETE_RESULTS),
  );
  route.get(
    '/maps/reverse',
    'The address at a point, or null when the geocoder knows none',
    { querystring: reverseQuerySchema, response: { 200: geoPlaceSchema.nullable() } },
    (_actor, request) => maps.reverse(request.query),
  );
  route.get(
    '/maps/country',
    "The installation's country from the trace service in the maps settings; BR when none is set or it fails",
    { response: { 200: countryAnswerSchema } },
    () => maps.country(),
  );
};

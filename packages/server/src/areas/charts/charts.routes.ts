import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHART_TEXT,
  chartCsv,
  chartCsvFileName,
  chartCsvQuerySchema,
  chartQuerySchema,
  chartsSchema,
} from '@newsroom/domain';
import { contentDisposition } from '../../platform/http/contentDisposition';
import { actorOf } from '../../platform/http/guard';
import { allowed } from '../../platform/http/refusals';
import { routesOf } from '../../platform/http/routes';
import { chartsPolicy } from './charts.policy';
import { readCharts } from './charts.service';

/** A byte-order mark, so spreadsheets open the UTF-8 file with its accents right. */
const BOM = '\uFEFF';

/** The managerial charts (spec 1 §1 "managerial charts", issue 23). */
export const chartsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['charts']);

  route.get(
    '/charts',
    'The figures of a range of newsroom days (ROLE_CHART_READ), of one program and person when asked',
    { allow: chartsPolicy.canRead, querystring: chartQuerySchema, response: { 200: chartsSchema } },
    (actor, { query }) => readCharts(platform, actor, query),
  );

  app.get(
    '/charts/csv',
    {
      schema: {
        tags: ['charts'],
        summary: 'The same figures as a CSV download, its column names in the asked language',
        querystring: chartCsvQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const actor = allowed(chartsPolicy.canRead, actorOf(request));
      const { locale, ...query } = request.query;
      const charts = await readCharts(platform, actor, query);
      const text = CHART_TEXT[locale];
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition('attachment', chartCsvFileName(charts, text)),
        )
        .send(BOM + chartCsv(charts, text));
    },
  );
};
